import { assertEvent, assign, raise, sendTo, setup } from 'xstate';
import type { ChatMessage, InputRequest } from '../../conversation/chat-message.ts';
import { assistantMessage } from '../../conversation/chat-message.ts';
import type { UserProfile } from '../../contract/session.ts';
import { adviceFlow } from '../flows/advice/machine.ts';
import { callbackFlow } from '../flows/callback/machine.ts';
import type { HandOver } from '../flows/diagnosis/context.ts';
import { diagnosisFlow } from '../flows/diagnosis/machine.ts';
import { loadPending } from '../flows/diagnosis/pending-diagnosis.ts';
import {
  choice,
  chose,
  text,
  type ConversationEvent,
  type FlowSay,
} from '../../conversation/flow-protocol.ts';
import { loginFlow } from './login-flow.ts';
import { passwordResetFlow } from './password-reset-flow.ts';
import { registrationFlow } from './registration-flow.ts';
import { withFlowSay, withUserEvent } from '../transcript.ts';
import { readTyped } from '../typed-choice.ts';

interface AuthContext {
  messages: ChatMessage[];
  input: InputRequest | null;
  profile: UserProfile | null;
  /** A username carried from a password reset into the login that follows. */
  username: string | undefined;
  /** Where an anonymous plant check hands over: its advice, or an agronomist. */
  handOver: HandOver | null;
}

const MENU = [
  choice('login', 'auth:menu.login'),
  choice('register', 'auth:menu.register'),
  choice('forgot', 'auth:menu.forgot'),
  choice('diagnose', 'diagnosis:anonymous_menu'),
];

const greeting = (key: string) => assistantMessage(text(key), MENU);

/** The /auth conversation: a menu, then one flow at a time; it ends when the user is signed in. */
export const authConversation = setup({
  types: {
    context: {} as AuthContext,
    // `auth.resume`: a check queued offline has been sent (use-upload-queue.ts); its answer is awaited.
    events: {} as ConversationEvent | FlowSay | { type: 'auth.resume' },
  },
  actors: {
    login: loginFlow,
    registration: registrationFlow,
    passwordReset: passwordResetFlow,
    diagnosis: diagnosisFlow,
    advice: adviceFlow,
    callback: callbackFlow,
  },
  actions: {
    echo: assign(({ context, event }) =>
      event.type === 'flow.say' || event.type === 'auth.resume'
        ? {}
        : { messages: withUserEvent(context.messages, event) },
    ),
    forward: sendTo('flow', ({ context, event }) => {
      assertEvent(event, [
        'flow.say',
        'user.text',
        'user.choice',
        'user.back',
        'user.photos',
        'user.location',
      ]);
      return event.type === 'flow.say' ? event : readTyped(event, context.messages, context.input);
    }),
    /** A typed number that names a menu entry is that entry; the typed words are already echoed. */
    pickTyped: raise(({ context, event }) => {
      assertEvent(event, 'user.text');
      return readTyped(event, context.messages, context.input);
    }),
    greet: assign(({ context }, key: string) => ({
      messages: [...context.messages, greeting(key)],
      input: null,
    })),
  },
}).createMachine({
  id: 'auth',
  context: { messages: [], input: null, profile: null, username: undefined, handOver: null },
  initial: 'start',
  on: {
    'flow.say': {
      actions: assign(({ context, event }) => withFlowSay(context.messages, event)),
    },
  },
  states: {
    start: {
      entry: { type: 'greet', params: 'auth:greeting' },
      // Photos still being checked when the page was reloaded: straight back to waiting for them.
      always: [{ guard: () => loadPending() !== null, target: 'diagnosis' }, { target: 'menu' }],
    },
    menu: {
      on: {
        'user.text': [
          {
            guard: ({ context, event }) =>
              readTyped(event, context.messages, context.input).type === 'user.choice',
            actions: ['echo', 'pickTyped'],
          },
          { actions: ['echo', { type: 'greet', params: 'auth:menu.pick_one' }] },
        ],
        'user.choice': [
          { guard: chose('login'), target: 'login', actions: 'echo' },
          { guard: chose('register'), target: 'registration', actions: 'echo' },
          { guard: chose('forgot'), target: 'passwordReset', actions: 'echo' },
          { guard: chose('diagnose'), target: 'diagnosis', actions: 'echo' },
        ],
        'auth.resume': 'diagnosis',
      },
    },
    login: {
      on: { 'user.*': { actions: ['echo', 'forward'] } },
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
      on: { 'user.*': { actions: ['echo', 'forward'] } },
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
      on: { 'user.*': { actions: ['echo', 'forward'] } },
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
        'user.*': { actions: ['echo', 'forward'] },
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
          { target: 'backToMenu' },
        ],
      },
    },
    advice: {
      on: { 'user.*': { actions: ['echo', 'forward'] } },
      invoke: {
        id: 'flow',
        src: 'advice',
        input: ({ context }) => (context.handOver?.flow === 'advice' ? context.handOver.input : {}),
        onDone: 'backToMenu',
      },
    },
    callback: {
      on: { 'user.*': { actions: ['echo', 'forward'] } },
      invoke: {
        id: 'flow',
        src: 'callback',
        input: ({ context }) => (context.handOver?.flow === 'callback' ? context.handOver.input : {}),
        onDone: 'backToMenu',
      },
    },
    backToMenu: {
      entry: { type: 'greet', params: 'auth:menu.again' },
      always: 'menu',
    },
    signedIn: { type: 'final', entry: assign({ input: null }) },
  },
});
