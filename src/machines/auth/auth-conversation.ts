import { assertEvent, assign, enqueueActions, raise, setup } from 'xstate';
import type { ChatMessage, InputRequest } from '../../conversation/chat-message.ts';
import { assistantMessage } from '../../conversation/chat-message.ts';
import type { UserProfile } from '../../contract/session.ts';
import { adviceFlow } from '../flows/advice/machine.ts';
import { calendarFlow } from '../flows/calendar/machine.ts';
import { callbackFlow } from '../flows/callback/machine.ts';
import type { HandOver } from '../shared/hand-over.ts';
import { diagnosisFlow } from '../flows/diagnosis/machine.ts';
import { loadPending } from '../flows/diagnosis/pending-diagnosis.ts';
import { keepDraft } from '../shared/community-draft.ts';
import {
  BACK,
  choice,
  chose,
  MENU,
  text,
  type ConversationEvent,
  type FlowSay,
  type UserEvent,
} from '../../conversation/flow-protocol.ts';
import { loginFlow } from './login-flow.ts';
import { passwordResetFlow } from './password-reset-flow.ts';
import { weatherFlow } from '../flows/weather/machine.ts';
import { registrationFlow } from './registration-flow.ts';
import { flowTakes } from '../flow-takes.ts';
import { withFlowSay, withUserBubbles } from '../transcript.ts';
import { greeting, openingGreeting } from './auth-greeting.ts';
import { recognise } from '../../language/intents/recognise.ts';
import { describesProblem } from '../described-problem.ts';
import { liveReplies, readTyped, type TypedReading } from '../typed-choice.ts';

interface AuthContext {
  messages: ChatMessage[];
  input: InputRequest | null;
  profile: UserProfile | null;
  /** A username carried from a password reset into the login that follows. */
  username: string | undefined;
  /** Where an anonymous plant check hands over: its advice, or an agronomist. */
  handOver: HandOver | null;
  /** A planting or weather question typed at the menu, read by its flow for crop, place and day. */
  asked: string;
}

// `auth.resume`: a check queued offline has been sent (use-upload-queue.ts); its answer is awaited.
type AuthEvent = ConversationEvent | FlowSay | { type: 'auth.leave' } | { type: 'auth.resume' };

/** What the person did, read against the step on screen: typed words become a choice, back or menu. */
function reading(event: UserEvent, context: AuthContext): TypedReading | null {
  if (event.type === 'user.text') return readTyped(event.value, liveReplies(context.messages), context.input);
  if (event.type === 'user.back' || (event.type === 'user.choice' && event.value === BACK.value)) {
    return { kind: 'back' };
  }
  if (event.type === 'user.choice') return event.value === MENU.value ? { kind: 'menu' } : null;
  return null;
}

/** A question typed at the menu that needs no account, answered by its flow, then back to the menu. */
function askedQuestion(src: 'calendar' | 'weather') {
  return {
    on: { 'user.*': { actions: 'steer' as const } },
    invoke: {
      id: 'flow',
      src,
      input: ({ context }: { context: AuthContext }) => ({ text: context.asked, signedIn: false }),
      onDone: 'backToMenu' as const,
    },
  };
}

/** The /auth conversation: a menu, then one flow at a time; it ends when the user is signed in. */
export const authConversation = setup({
  types: { context: {} as AuthContext, events: {} as AuthEvent },
  actors: {
    login: loginFlow,
    registration: registrationFlow,
    passwordReset: passwordResetFlow,
    diagnosis: diagnosisFlow,
    advice: adviceFlow,
    callback: callbackFlow,
    calendar: calendarFlow,
    weather: weatherFlow,
  },
  actions: {
    /**
     * Passes the person's answer to the running flow. "Menu" and "I'm done" leave it, "back" where it
     * cannot go back leaves it too, and words it cannot take get the live buttons offered again.
     */
    steer: enqueueActions(({ enqueue, context, event, self }) => {
      if (
        event.type === 'flow.say' ||
        event.type === 'auth.leave' ||
        event.type === 'auth.resume' ||
        event.type === 'transcript.user'
      )
        return;
      const flow = self.getSnapshot().children.flow;
      const read = reading(event, context);
      if (read?.kind === 'menu' || read?.kind === 'done') {
        enqueue.raise({ type: 'auth.leave' });
      } else if (read?.kind === 'back') {
        if (flow?.getSnapshot().can({ type: 'user.back' })) enqueue.sendTo('flow', { type: 'user.back' });
        else enqueue.raise({ type: 'auth.leave' });
      } else if (read?.kind === 'choice') {
        enqueue.sendTo('flow', { type: 'user.choice', value: read.value });
      } else if (read?.kind === 'text' && !context.input && !flowTakes(flow, event)) {
        const live = liveReplies(context.messages);
        const replies = live.length > 0 ? live : [BACK, MENU];
        enqueue.assign({
          messages: [...context.messages, assistantMessage(text('auth:menu.pick_one'), replies)],
        });
      } else {
        enqueue.sendTo('flow', event);
      }
    }),
    /** A typed number or words that name a menu entry are that entry; the chat already shows the typed words. */
    pickTyped: raise(({ context, event }) => {
      assertEvent(event, 'user.text');
      const read = readTyped(event.value, liveReplies(context.messages), context.input);
      return { type: 'user.choice' as const, value: read.kind === 'choice' ? read.value : '' };
    }),
    greet: assign(({ context }, key: string) => ({
      messages: [...context.messages, greeting(key)],
      input: null,
    })),
  },
}).createMachine({
  id: 'auth',
  context: { messages: [], input: null, profile: null, username: undefined, handOver: null, asked: '' },
  initial: 'start',
  on: {
    'transcript.user': {
      actions: assign(({ context, event }) => ({ messages: withUserBubbles(context.messages, event) })),
    },
    'flow.say': {
      actions: assign(({ context, event }) => withFlowSay(context.messages, event)),
    },
    'auth.leave': '.backToMenu',
  },
  states: {
    start: {
      entry: assign(({ context }) => ({ messages: [...context.messages, openingGreeting()], input: null })),
      // Photos still being checked when the page was reloaded: straight back to waiting for them.
      always: [{ guard: () => loadPending() !== null, target: 'diagnosis' }, { target: 'menu' }],
    },
    menu: {
      on: {
        'user.text': [
          {
            guard: ({ context, event }) =>
              readTyped(event.value, liveReplies(context.messages), context.input).kind === 'choice',
            actions: 'pickTyped',
          },
          // "nipande lini?", "will it rain tomorrow?": planting dates and the forecast need no account.
          {
            guard: ({ event }) => recognise(event.value).intent === 'crop_calendar',
            target: 'calendar',
            actions: assign({ asked: ({ event }) => event.value }),
          },
          {
            guard: ({ event }) => recognise(event.value).intent === 'weather',
            target: 'weather',
            actions: assign({ asked: ({ event }) => event.value }),
          },
          // A typed symptom or pest name works as it does signed in: the advice is open to everyone.
          {
            guard: ({ event }) => describesProblem(recognise(event.value), event.value),
            target: 'advice',
            actions: assign({
              handOver: ({ event }) => ({ flow: 'advice' as const, input: { text: event.value } }),
            }),
          },
          // "menu", "back", "rudi" on the first screen: its buttons again, not "pick one".
          {
            guard: ({ event }) => ['menu', 'back'].includes(recognise(event.value).intent),
            actions: { type: 'greet', params: 'auth:menu.again' },
          },
          { actions: { type: 'greet', params: 'auth:menu.pick_one' } },
        ],
        'user.choice': [
          { guard: chose('login'), target: 'login' },
          { guard: chose('register'), target: 'registration' },
          { guard: chose('forgot'), target: 'passwordReset' },
          { guard: chose('diagnose'), target: 'diagnosis' },
        ],
        'auth.resume': 'diagnosis',
      },
    },
    login: {
      on: { 'user.*': { actions: 'steer' } },
      invoke: {
        id: 'flow',
        src: 'login',
        input: ({ context }) => ({ username: context.username }),
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'signed_in',
            target: 'signedIn',
            actions: assign({
              profile: ({ event }) => (event.output.outcome === 'signed_in' ? event.output.profile : null),
            }),
          },
          { guard: ({ event }) => event.output.outcome === 'forgot', target: 'passwordReset' },
          { target: 'backToMenu' },
        ],
      },
    },
    registration: {
      on: { 'user.*': { actions: 'steer' } },
      invoke: {
        id: 'flow',
        src: 'registration',
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'signed_in',
            target: 'signedIn',
            actions: assign({
              profile: ({ event }) => (event.output.outcome === 'signed_in' ? event.output.profile : null),
            }),
          },
          { target: 'backToMenu' },
        ],
      },
    },
    passwordReset: {
      on: { 'user.*': { actions: 'steer' } },
      invoke: {
        id: 'flow',
        src: 'passwordReset',
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'changed',
            target: 'login',
            actions: [
              assign({
                username: ({ event }) =>
                  event.output.outcome === 'changed' ? event.output.username : undefined,
              }),
              assign({
                messages: ({ context }) => [
                  ...context.messages,
                  assistantMessage(text('auth:reset.changed')),
                ],
              }),
            ],
          },
          { target: 'backToMenu' },
        ],
      },
    },
    diagnosis: {
      on: {
        'user.*': { actions: 'steer' },
      },
      invoke: {
        id: 'flow',
        src: 'diagnosis',
        input: () => {
          const pending = loadPending();
          return pending ? { resume: pending } : {};
        },
        onDone: [
          {
            guard: ({ event }) => event.output.next?.flow === 'advice',
            target: 'advice',
            actions: assign({ handOver: ({ event }) => event.output.next ?? null }),
          },
          {
            guard: ({ event }) => event.output.next?.flow === 'callback',
            target: 'callback',
            actions: assign({ handOver: ({ event }) => event.output.next ?? null }),
          },
          {
            guard: ({ event }) => event.output.next?.flow === 'community',
            target: 'communitySignIn',
            actions: ({ event }) => {
              if (event.output.next?.flow === 'community') keepDraft(event.output.next.input.draft);
            },
          },
          { target: 'backToMenu' },
        ],
      },
    },
    // Posting needs an account: the check waits on the device while the farmer signs in or signs up,
    // and the chat after sign-in asks it (resumeCommunityDraft).
    communitySignIn: {
      entry: assign(({ context }) => ({
        messages: [
          ...context.messages,
          assistantMessage(text('auth:community.sign_in_first'), [
            choice('login', 'auth:menu.login'),
            choice('register', 'auth:menu.register'),
          ]),
        ],
        input: null,
      })),
      always: 'menu',
    },
    advice: {
      on: { 'user.*': { actions: 'steer' } },
      invoke: {
        id: 'flow',
        src: 'advice',
        input: ({ context }) => (context.handOver?.flow === 'advice' ? context.handOver.input : {}),
        onDone: [
          {
            guard: ({ event }) => event.output?.next?.flow === 'callback',
            target: 'callback',
            actions: assign({ handOver: ({ event }) => event.output.next ?? null }),
          },
          { target: 'backToMenu' },
        ],
      },
    },
    callback: {
      on: { 'user.*': { actions: 'steer' } },
      invoke: {
        id: 'flow',
        src: 'callback',
        input: ({ context }) => (context.handOver?.flow === 'callback' ? context.handOver.input : {}),
        onDone: 'backToMenu',
      },
    },
    calendar: askedQuestion('calendar'),
    weather: askedQuestion('weather'),
    backToMenu: {
      entry: { type: 'greet', params: 'auth:menu.again' },
      always: 'menu',
    },
    signedIn: { type: 'final', entry: assign({ input: null }) },
  },
});
