import type { ChatMessage, InputRequest } from '../../conversation/chat-message.ts';
import type { UserEvent } from '../../conversation/flow-protocol.ts';
import type { Recognition } from '../../language/intents/recognise.ts';
import type { FlowId } from '../../conversation/flow-choice.ts';
import { typedChoice } from '../typed-choice.ts';
import { flowForChoice, flowForIntent } from './flow-catalogue.ts';

export type Route =
  | { kind: 'start'; flow: FlowId; input?: object }
  | { kind: 'forward'; event: UserEvent }
  | { kind: 'say'; key: string }
  /** A nudge that leaves the running flow as it is. */
  | { kind: 'remind'; key: string };

const SMALL_TALK: Partial<Record<Recognition['intent'], string>> = {
  greeting: 'assistant:small_talk.greeting',
  thanks: 'assistant:small_talk.thanks',
  goodbye: 'assistant:small_talk.goodbye',
  menu: 'assistant:menu_again',
};

/** Where a tapped (or typed-number) quick reply goes: a flow's start, else the running flow's answer. */
export function routeChoice(value: string, activeFlow: FlowId | null): Route {
  const start = flowForChoice(value);
  if (start) return { kind: 'start', ...start };
  return activeFlow
    ? { kind: 'forward', event: { type: 'user.choice', value } }
    : { kind: 'say', key: 'assistant:pick_one' };
}

/**
 * Where typed text goes. While a flow asks for an answer (a name, a phone number, a description), the
 * text is that answer. A number picks that quick reply of the question on screen. Otherwise the text is
 * read for an intent: another flow, small talk, or "didn't understand".
 */
export function routeText(
  recognition: Recognition,
  event: Extract<UserEvent, { type: 'user.text' }>,
  state: { activeFlow: FlowId | null; input: InputRequest | null; messages: ChatMessage[] },
): Route {
  if (state.activeFlow && state.input) return { kind: 'forward', event };
  const picked = typedChoice(recognition, state.messages, state.input);
  if (picked !== undefined) return routeChoice(picked, state.activeFlow);
  if (state.activeFlow && recognition.intent === 'back')
    return { kind: 'forward', event: { type: 'user.back' } };
  if (state.activeFlow && (recognition.intent === 'yes' || recognition.intent === 'no')) {
    return { kind: 'forward', event: { type: 'user.choice', value: recognition.intent } };
  }
  if (recognition.intent === 'language_en' || recognition.intent === 'language_sw') {
    return {
      kind: 'start',
      flow: 'language',
      input: { language: recognition.intent.slice('language_'.length) },
    };
  }
  const flow = flowForIntent(recognition.intent);
  // The words and their facts go along: "when should I plant beans in Machakos?" already answers two questions.
  if (flow) return { kind: 'start', flow, input: { text: event.value, entities: recognition.entities } };
  const smallTalk = SMALL_TALK[recognition.intent];
  if (smallTalk) return { kind: 'say', key: smallTalk };
  if (state.activeFlow) return { kind: 'remind', key: 'assistant:pick_one' };
  return { kind: 'say', key: 'assistant:not_understood' };
}
