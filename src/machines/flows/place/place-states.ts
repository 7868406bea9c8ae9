import { fromPromise, sendParent, sendTo, type AnyActorRef, type MachineContext } from 'xstate';
import { outputOf } from '../actor-result.ts';
import { isLoggedIn } from '../../../api/session-store.ts';
import type { FlowSay, UserEvent } from '../../../conversation/flow-protocol.ts';
import { listCounties } from '../../../api/places.ts';
import { countyInText, countyPlace, type PickedPlace } from '../../../language/picked-place.ts';
import { placeQuestion } from './machine.ts';

/**
 * What a flow needs to ask "where?" through the place question (place-question.ts): its events, the
 * relay and forward actions, and the state that runs the question. The flow names its own
 * `setPlace` action, so the place lands in its own context.
 */
export type PlaceFlowEvent = UserEvent | FlowSay;

export function placeRelayActions<TContext extends MachineContext>() {
  return {
    /** The question's messages go on to the conversation as if the flow said them. */
    relay: sendParent<TContext, PlaceFlowEvent, undefined, FlowSay, PlaceFlowEvent>(
      ({ event }) => event as FlowSay,
    ),
    /** The user's answers go to the question while it runs. */
    forward: sendTo<TContext, PlaceFlowEvent, undefined, AnyActorRef, PlaceFlowEvent, never, never>(
      'place',
      ({ event }: { event: PlaceFlowEvent }) => event,
    ),
  };
}

export const placeFound = ({ event }: { event: { output: PickedPlace | null } }) => event.output !== null;

/** A state that asks for the place; `found` when there is one, `cancelled` when the user went back. */
type Forward = { actions: 'forward' };
interface AskPlaceState {
  invoke: {
    id: 'place';
    src: 'placeQuestion';
    input: { question: string };
    onDone: [
      {
        guard: typeof placeFound;
        target: string;
        actions: { type: 'setPlace'; params: typeof outputOf<PickedPlace | null> };
      },
      { target: string },
    ];
  };
  on: {
    'flow.say': { actions: 'relay' };
    'user.text': Forward;
    'user.choice': Forward;
    'user.location': Forward;
    'user.back': Forward;
  };
}

export function askPlaceState(question: string, found: string, cancelled: string): AskPlaceState {
  return {
    invoke: {
      id: 'place',
      src: 'placeQuestion',
      input: { question },
      onDone: [
        {
          guard: placeFound,
          target: found,
          actions: { type: 'setPlace', params: outputOf<PickedPlace | null> },
        },
        { target: cancelled },
      ],
    },
    on: {
      'flow.say': { actions: 'relay' },
      'user.text': { actions: 'forward' },
      'user.choice': { actions: 'forward' },
      'user.location': { actions: 'forward' },
      'user.back': { actions: 'forward' },
    },
  };
}

export const choseIn =
  (value: string) =>
  ({ event }: { event: PlaceFlowEvent }) =>
    event.type === 'user.choice' && event.value === value;

/** Whether the user may keep plantings: a session is stored (false where there is no storage, as in tests). */
export const storedSession = () => typeof localStorage !== 'undefined' && isLoggedIn();

/** The actors behind `askPlaceState` and a place named in the words that started a flow. */
export const placeActors = {
  placeQuestion,
  /** A county named in the words that started the flow; none is not an error, the flow just asks. */
  placeInWords: fromPromise<PickedPlace | null, string>(async ({ input }) => {
    if (!input.trim()) return null;
    const county = countyInText(input, await listCounties());
    return county ? countyPlace(county) : null;
  }),
};
