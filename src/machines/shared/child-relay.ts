import {
  assertEvent,
  sendParent,
  sendTo,
  type AnyActorRef,
  type EventObject,
  type MachineContext,
} from 'xstate';
import type { FlowSay, UserEvent } from '../../conversation/flow-protocol.ts';

/**
 * What a child that also works (sends, queues, saves) tells its flow besides its messages: it is at
 * work, or it waits for the user again. The flow mirrors it as its own `busy` tag, where the chat (and
 * the saving of a flow across a reload) looks for it.
 */
export type StepReport = { type: 'step.busy' } | { type: 'step.resting' };

/** What a flow that asks through child machines receives: the user's answers, and its children's messages and reports. */
export type ParentFlowEvent = UserEvent | FlowSay | StepReport;

const USER_EVENTS = ['user.text', 'user.choice', 'user.back', 'user.location', 'user.photos'] as const;

/**
 * The two actions of a flow composed of child machines (see ARCHITECTURE.md): `relay` passes a child's
 * `flow.say` on to the conversation as if the flow said it; `forward` passes the user's answer to the
 * child named in its params, the one asking in the current state.
 */
export function childRelayActions<TContext extends MachineContext, TChild extends string>() {
  return {
    relay: sendParent<TContext, ParentFlowEvent, undefined, FlowSay, ParentFlowEvent>(({ event }) => {
      assertEvent(event, 'flow.say');
      return event;
    }),
    forward: sendTo<TContext, ParentFlowEvent, { to: TChild }, AnyActorRef, ParentFlowEvent, never, never>(
      (_, params) => params.to,
      ({ event }: { event: ParentFlowEvent }) => {
        assertEvent(event, [...USER_EVENTS]);
        return event;
      },
    ),
  };
}

/** A child's `report` action: tells its flow a StepReport, given as the action's params. */
export function reportAction<TContext extends MachineContext, TEvent extends EventObject>() {
  return sendParent<TContext, TEvent, StepReport, StepReport, TEvent>((_, params) => params);
}
