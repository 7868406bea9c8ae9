import { createActor, fromPromise, waitFor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import type { ChatMessage } from '../../../src/conversation/chat-message.ts';
import type { FlowId } from '../../../src/conversation/flow-choice.ts';
import type { County } from '../../../src/contract/places.ts';
import { assistantMachine } from '../../../src/machines/assistant/assistant-machine.ts';
import { placeQuestion } from '../../../src/machines/shared/place/machine.ts';
import { countyPlace, encodePlace, type PickedPlace } from '../../../src/language/picked-place.ts';
import { conversationHandlers } from '../../../src/chat/conversation-handlers.ts';

export const county = (id: string, name: string): County => ({
  id,
  name,
  iso_3166_2: `KE-${id.slice(1)}`,
  headquarters: name,
  centroid: { latitude: -1, longitude: 37 },
});
export const MACHAKOS = county('016', 'Machakos');
export const NAKURU = county('032', 'Nakuru');
export const pick = (place: PickedPlace | County) =>
  encodePlace('county_name' in place ? place : countyPlace(place));

/** The place question with a fake county search and "nearest county" (both record what they were asked). */
export function fakePlaceQuestion(search: (text: string) => County[] = () => []) {
  const asked = { search: [] as string[], near: 0 };
  const machine = placeQuestion.provide({
    actors: {
      searchPlaces: fromPromise(async ({ input }: { input: string }) => {
        asked.search.push(input);
        return search(input);
      }),
      placeNear: fromPromise(async () => {
        asked.near += 1;
        return countyPlace(MACHAKOS, true);
      }),
    },
  });
  return { machine, asked };
}

const keyOf = (message: ChatMessage) => {
  const body = message.body;
  if (body.kind === 'card') return `card:${body.card}`;
  return 'text' in body && typeof body.text === 'object' ? body.text.key : body.kind;
};

/** The whole assistant with one flow replaced, driven the way the chat drives it. */
export function chatWith(flowId: FlowId, flow: AnyStateMachine) {
  const actor = createActor(assistantMachine.provide({ actors: { [flowId]: flow } }), { input: {} }).start();
  const busy = () => {
    const flowSnapshot = actor.getSnapshot().children.flow?.getSnapshot();
    const children = (flowSnapshot?.children ?? {}) as Record<string, AnyActorRef | undefined>;
    const place = children.place?.getSnapshot();
    return Boolean(flowSnapshot?.hasTag('busy') || place?.hasTag('busy'));
  };
  const settle = () => waitFor(actor, () => !busy());
  const chat = conversationHandlers((event) => actor.send(event));
  const messages = () => actor.getSnapshot().context.messages;
  let seen = messages().length;
  return {
    actor,
    messages,
    /** The keys of the assistant's messages since the last call. */
    said() {
      const fresh = messages()
        .slice(seen)
        .filter((m) => m.sender === 'assistant');
      seen = messages().length;
      return fresh.map(keyOf);
    },
    last: () => messages().at(-1)!,
    card: () =>
      messages().findLast((m) => m.body.kind === 'card')!.body as Extract<
        ChatMessage['body'],
        { kind: 'card' }
      >,
    input: () => actor.getSnapshot().context.input,
    async type(value: string) {
      chat.onText(value, value);
      await settle();
    },
    async choose(value: string) {
      chat.onChoice(value, value);
      await settle();
    },
    async locate() {
      chat.onLocation({ latitude: -1.5, longitude: 37.3 });
      await settle();
    },
  };
}
