import { assign, enqueueActions, setup } from 'xstate';
import type { ChatMessage, InputRequest } from '../../chat/chat-message.ts';
import { assistantMessage, userBody, userMessage, withAssistantMessage } from '../../chat/chat-message.ts';
import { text, type FlowSay, type UserEvent } from '../flow-protocol.ts';
import { recognise } from '../intents/recognise.ts';
import { flowForChoice, flowMenu, type FlowId } from './flow-catalogue.ts';
import { flowMachines } from './flow-registry.ts';
import { routeText, type Route } from './route-text.ts';

type ConversationEvent = UserEvent & { shown?: string };
type AssistantEvent =
  | ConversationEvent
  | FlowSay
  | { type: 'assistant.language'; language: string }
  | { type: 'assistant.clear' }
  | { type: 'xstate.done.actor.flow'; output?: { quiet?: boolean } };

export interface AssistantInput {
  /** The transcript kept on this device from earlier visits. */
  messages?: ChatMessage[];
  firstName?: string;
}

interface AssistantContext {
  messages: ChatMessage[];
  input: InputRequest | null;
  firstName: string | undefined;
  activeFlow: FlowId | null;
}

const menuMessage = (key: string, params?: Record<string, string>) =>
  assistantMessage(text(key, params), flowMenu());

/** The transcript with one more assistant message; the composer goes back to free text. */
function posted(context: AssistantContext, key: string, withMenu = false) {
  const message = withMenu ? menuMessage(key) : assistantMessage(text(key));
  return { messages: [...context.messages, message], input: null };
}

/** The assistant at /: owns the transcript, routes taps and typed text, and runs one flow at a time. */
export const assistantMachine = setup({
  types: { context: {} as AssistantContext, events: {} as AssistantEvent, input: {} as AssistantInput },
  actors: flowMachines,
  actions: {
    /** Provided by the app: makes i18next (and so every bubble) switch language. */
    applyLanguage: (_, _params: { language: string }) => undefined,
    echo: assign(({ context, event }) =>
      'shown' in event && event.shown ? { messages: [...context.messages, userMessage(event.shown)] } : {},
    ),
    post: assign(({ context }, params: { key: string; withMenu?: boolean }) =>
      posted(context, params.key, params.withMenu),
    ),
    greet: assign(({ context }) => ({
      messages: [
        ...context.messages,
        context.firstName
          ? menuMessage('assistant:greeting_named', { name: context.firstName })
          : menuMessage('assistant:greeting'),
      ],
      input: null,
    })),
    follow: enqueueActions(({ enqueue, context }, route: Route) => {
      if (route.kind === 'forward') {
        enqueue.sendTo('flow', route.event);
        return;
      }
      if (route.kind === 'remind') {
        enqueue.assign(posted(context, route.key));
        return;
      }
      if (context.activeFlow) enqueue.stopChild('flow');
      if (route.kind === 'start') {
        enqueue.assign({ activeFlow: route.flow, input: null });
        enqueue.spawnChild(route.flow, { id: 'flow', input: route.input });
      } else {
        enqueue.assign({ activeFlow: null, ...posted(context, route.key, true) });
      }
    }),
  },
}).createMachine({
  id: 'assistant',
  context: ({ input }) => ({
    messages: input.messages ?? [],
    input: null,
    firstName: input.firstName,
    activeFlow: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: ({ context }) => context.messages.length === 0, target: 'listening', actions: 'greet' },
        // Back from an earlier visit: the old flow is gone, so offer the menu again rather than dead buttons.
        {
          target: 'listening',
          actions: { type: 'post', params: { key: 'assistant:welcome_back', withMenu: true } },
        },
      ],
    },
    listening: {
      on: {
        'user.text': {
          actions: [
            'echo',
            {
              type: 'follow',
              params: ({ context, event }) => routeText(recognise(event.value), event, context),
            },
          ],
        },
        'user.choice': {
          actions: [
            'echo',
            {
              type: 'follow',
              params: ({ context, event }): Route => {
                const flow = flowForChoice(event.value);
                if (flow) return { kind: 'start', flow };
                return context.activeFlow
                  ? { kind: 'forward', event }
                  : { kind: 'say', key: 'assistant:pick_one' };
              },
            },
          ],
        },
        'user.back': {
          actions: [
            'echo',
            {
              type: 'follow',
              params: ({ context, event }): Route =>
                context.activeFlow
                  ? { kind: 'forward', event }
                  : { kind: 'say', key: 'assistant:menu_again' },
            },
          ],
        },
        'user.location': {
          actions: [
            assign(({ context, event }) => ({
              messages: [
                ...context.messages,
                userBody({ kind: 'card', card: 'location', data: event.location }),
              ],
            })),
            {
              type: 'follow',
              params: ({ context, event }): Route =>
                context.activeFlow ? { kind: 'forward', event } : { kind: 'say', key: 'assistant:pick_one' },
            },
          ],
        },
        'flow.say': {
          actions: assign(({ context, event }) => ({
            messages: withAssistantMessage(context.messages, event.message),
            input: event.input,
          })),
        },
        'assistant.language': {
          actions: { type: 'applyLanguage', params: ({ event }) => ({ language: event.language }) },
        },
        'assistant.clear': { actions: [assign({ messages: [] }), 'greet'] },
        'xstate.done.actor.flow': [
          {
            guard: ({ event }) => Boolean(event.output?.quiet),
            actions: assign({ activeFlow: null, input: null }),
          },
          {
            actions: [
              assign({ activeFlow: null }),
              { type: 'post', params: { key: 'assistant:anything_else', withMenu: true } },
            ],
          },
        ],
      },
    },
  },
});
