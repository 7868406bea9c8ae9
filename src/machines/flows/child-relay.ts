import { assertEvent, sendParent, sendTo, type AnyActorRef, type MachineContext } from 'xstate';
import type { FlowSay, UserEvent } from '../../conversation/flow-protocol.ts';

/** What a flow that asks through child machines receives: the user's answers, and its children's messages. */
export type ParentFlowEvent = UserEvent | FlowSay;

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
