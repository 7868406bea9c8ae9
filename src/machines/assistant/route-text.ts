import type { ChatMessage, InputRequest, QuickReply } from '../../conversation/chat-message.ts';
import { BACK, MENU, type UserEvent } from '../../conversation/flow-protocol.ts';
import type { Recognition } from '../../language/intents/recognise.ts';
import type { FlowId } from '../../conversation/flow-choice.ts';
import { describesProblem } from '../described-problem.ts';
import { liveReplies, readTyped } from '../typed-choice.ts';
import { ANYTHING_ELSE } from './assistant-greeting.ts';
import { flowForChoice, flowForIntent } from './flow-lookup.ts';

export type Route =
  | { kind: 'start'; flow: FlowId; input?: object }
  | { kind: 'forward'; event: UserEvent }
  | { kind: 'say'; key: string }
  /** A nudge that leaves the running flow as it is and offers its live buttons again. */
  | { kind: 'remind'; key: string; replies: QuickReply[] };

const SMALL_TALK: Partial<Record<Recognition['intent'], string>> = {
  greeting: 'assistant:small_talk.greeting',
  thanks: 'assistant:small_talk.thanks',
  goodbye: 'assistant:small_talk.goodbye',
};

/** Words about the flow already running (symptoms described in "Pest advice") are no wish to start it, or its kin, again. */
const KIN: Partial<Record<FlowId, FlowId[]>> = {
  advice: ['advice', 'diagnosis'],
  diagnosis: ['diagnosis', 'advice'],
};

/** Where a tapped (or typed) quick reply goes: a flow's start, the menu, else the running flow's answer. */
export function routeChoice(value: string, activeFlow: FlowId | null): Route {
  const start = flowForChoice(value);
  if (start) return { kind: 'start', ...start };
  if (value === MENU.value || (value === BACK.value && !activeFlow)) {
    return { kind: 'say', key: 'assistant:menu_again' };
  }
  if (value === BACK.value) return { kind: 'forward', event: { type: 'user.back' } };
  return activeFlow
    ? { kind: 'forward', event: { type: 'user.choice', value } }
    : { kind: 'say', key: 'assistant:pick_one' };
}

export interface TextState {
  activeFlow: FlowId | null;
  input: InputRequest | null;
  messages: ChatMessage[];
  /** Whether the running flow, where it is, reads typed words itself (a crop or a place typed at a button step). */
  flowTakesText: boolean;
}

/**
 * Where typed text goes. "back", "menu" and "I'm done" always steer, and at a step with buttons a
 * number or a button's words pick that button. While a flow asks for an answer (a name, a
 * description) the text is that answer. Otherwise the text is read for an intent: another flow, small
 * talk; what is still not understood gets the live buttons offered again, never a dead end.
 */
export function routeText(
  recognition: Recognition,
  event: Extract<UserEvent, { type: 'user.text' }>,
  state: TextState,
): Route {
  const replies = liveReplies(state.messages);
  const reading = readTyped(event.value, replies, state.input, recognition);
  if (reading.kind === 'choice') {
    const route = routeChoice(reading.value, state.activeFlow);
    // "When should I plant beans in Machakos?" names the "When to plant" button and two of its answers: they go along.
    const { crop, county, when } = recognition.entities;
    return route.kind === 'start' && !route.input && (crop || county || when)
      ? { ...route, input: { text: event.value, entities: recognition.entities } }
      : route;
  }
  if (reading.kind === 'back') return routeChoice(BACK.value, state.activeFlow);
  if (reading.kind === 'menu') return { kind: 'say', key: 'assistant:menu_again' };
  if (reading.kind === 'done') return { kind: 'say', key: ANYTHING_ELSE };
  if (state.activeFlow && (state.input || state.flowTakesText)) return { kind: 'forward', event };
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
  // A step whose buttons are all spent still offers a way out: back, or the menu.
  const remind: Route = {
    kind: 'remind',
    key: 'assistant:pick_one',
    replies: replies.length > 0 ? replies : [BACK, MENU],
  };
  const flow = flowForIntent(recognition.intent);
  if (flow && state.activeFlow && (KIN[state.activeFlow] ?? [state.activeFlow]).includes(flow)) return remind;
  // "My maize leaves have yellow streaks" describes what the plant shows: the describe path reads it.
  if (recognition.intent === 'diagnose' && describesProblem(recognition, event.value))
    return { kind: 'start', flow: 'advice', input: { text: event.value } };
  // The words and their facts go along: "when should I plant beans in Machakos?" already answers two questions.
  if (flow) return { kind: 'start', flow, input: { text: event.value, entities: recognition.entities } };
  const smallTalk = SMALL_TALK[recognition.intent];
  if (smallTalk) return { kind: 'say', key: smallTalk };
  if (state.activeFlow) return remind;
  return { kind: 'say', key: 'assistant:not_understood' };
}
