import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { flowTakes } from '../flow-takes.ts';
import type { ChatMessage, InputRequest } from '../../conversation/chat-message.ts';
import { assistantMessage } from '../../conversation/chat-message.ts';
import { text, type ConversationEvent, type FlowSay } from '../../conversation/flow-protocol.ts';
import { recognise } from '../../language/intents/recognise.ts';
import type { FlowId } from '../../conversation/flow-choice.ts';
import { ANYTHING_ELSE, greetingMessage, menuMessage, openingMessages } from './assistant-greeting.ts';
import { flowMachines } from './flow-registry.ts';
import { routeChoice, routeText, type Route } from './route-text.ts';
import { withFlowSay, withUserBubbles } from '../transcript.ts';

type AssistantEvent =
  | ConversationEvent
  | FlowSay
  | { type: 'assistant.language'; language: string }
  | { type: 'assistant.clear' }
  /** Where typed words go, once read: raised by the assistant itself. */
  | { type: 'assistant.route'; route: Route }
  /** The person changed their name in "My details": the next greeting uses it. */
  | { type: 'assistant.renamed'; firstName: string }
  /** Messages from people (staff answers) fetched when the chat opens; ones already shown are skipped. */
  | { type: 'assistant.inbox'; messages: ChatMessage[] }
  /** A check that waited offline has been sent: its diagnosis resumes, when no other flow is running. */
  | { type: 'assistant.resume'; start: FlowStart }
  | { type: 'xstate.done.actor.flow'; output?: { quiet?: boolean; next?: FlowStart } };

/** A flow to run next: one a finished flow hands over to, or one to resume after a reload. */
export interface FlowStart {
  flow: FlowId;
  input?: object;
}

export interface AssistantInput {
  /** The transcript kept on this device from earlier visits. */
  messages?: ChatMessage[];
  firstName?: string;
  /** A flow that was waiting on the server when the page closed (e.g. a photo being classified). */
  resume?: FlowStart;
}

interface AssistantContext {
  messages: ChatMessage[];
  input: InputRequest | null;
  firstName: string | undefined;
  activeFlow: FlowId | null;
  resume: FlowStart | null;
}

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
    post: assign(({ context }, params: { key: string; withMenu?: boolean }) =>
      posted(context, params.key, params.withMenu),
    ),
    greet: assign(({ context }) => ({
      messages: [...context.messages, greetingMessage(context.firstName)],
      input: null,
    })),
    /** Picks up a flow that was still waiting for the server when the page was closed or reloaded. */
    resumeFlow: enqueueActions(({ enqueue, context }) => {
      if (!context.resume) return;
      enqueue.assign({ activeFlow: context.resume.flow, resume: null });
      enqueue.spawnChild(context.resume.flow, { id: 'flow', input: context.resume.input });
    }),
    /** A flow that finished by handing over (a diagnosis to its advice or to an agronomist) starts the next one. */
    handOver: enqueueActions(({ enqueue, event }) => {
      const next = event.type === 'xstate.done.actor.flow' ? event.output?.next : undefined;
      if (!next) return;
      enqueue.assign({ activeFlow: next.flow, input: null });
      enqueue.spawnChild(next.flow, { id: 'flow', input: next.input });
    }),
    /**
     * Carries out a route. "Back" where the flow has no step to go back to leaves it for the menu,
     * and a reminder offers the live buttons again, so no step is a dead end.
     */
    follow: enqueueActions(({ enqueue, context, self }, route: Route) => {
      const flow = self.getSnapshot().children.flow;
      const stuck =
        route.kind === 'forward' && route.event.type === 'user.back' && !flow?.getSnapshot().can(route.event);
      if (route.kind === 'forward' && !stuck) {
        enqueue.sendTo('flow', route.event);
        return;
      }
      if (route.kind === 'remind') {
        enqueue.assign({
          messages: [...context.messages, assistantMessage(text(route.key), route.replies)],
        });
        return;
      }
      if (context.activeFlow) enqueue.stopChild('flow');
      if (route.kind === 'start') {
        enqueue.assign({ activeFlow: route.flow, input: null });
        enqueue.spawnChild(route.flow, { id: 'flow', input: route.input });
      } else {
        const key = route.kind === 'say' ? route.key : 'assistant:menu_again';
        enqueue.assign({ activeFlow: null, ...posted(context, key, true) });
      }
    }),
    /** Typed words, read against the step on screen and what the running flow takes where it is. */
    readText: enqueueActions(({ enqueue, context, event, self }) => {
      assertEvent(event, 'user.text');
      const flow = self.getSnapshot().children.flow;
      const flowTakesText = flowTakes(flow, event);
      enqueue.raise({
        type: 'assistant.route',
        route: routeText(recognise(event.value), event, { ...context, flowTakesText }),
      });
    }),
  },
}).createMachine({
  id: 'assistant',
  context: ({ input }) => ({
    messages: input.messages ?? [],
    input: null,
    firstName: input.firstName,
    activeFlow: null,
    resume: input.resume ?? null,
  }),
  initial: 'opening',
  states: {
    opening: {
      // Back from an earlier visit, the old flow is gone: the menu is offered again rather than dead buttons.
      always: {
        target: 'listening',
        actions: [
          assign(({ context }) => ({
            messages: openingMessages(context.messages, context.firstName),
            input: null,
          })),
          'resumeFlow',
        ],
      },
    },
    listening: {
      on: {
        'user.text': { actions: 'readText' },
        'assistant.route': { actions: { type: 'follow', params: ({ event }) => event.route } },
        'user.choice': {
          actions: {
            type: 'follow',
            params: ({ context, event }) => routeChoice(event.value, context.activeFlow),
          },
        },
        'user.back': {
          actions: {
            type: 'follow',
            params: ({ context, event }): Route =>
              context.activeFlow ? { kind: 'forward', event } : { kind: 'say', key: 'assistant:menu_again' },
          },
        },
        'user.photos': {
          actions: {
            type: 'follow',
            params: ({ context, event }): Route =>
              context.activeFlow ? { kind: 'forward', event } : { kind: 'say', key: 'assistant:pick_one' },
          },
        },
        'user.location': {
          actions: {
            type: 'follow',
            params: ({ context, event }): Route =>
              context.activeFlow ? { kind: 'forward', event } : { kind: 'say', key: 'assistant:pick_one' },
          },
        },
        'transcript.user': {
          actions: assign(({ context, event }) => ({ messages: withUserBubbles(context.messages, event) })),
        },
        'flow.say': {
          actions: assign(({ context, event }) => withFlowSay(context.messages, event)),
        },
        'assistant.language': {
          actions: { type: 'applyLanguage', params: ({ event }) => ({ language: event.language }) },
        },
        'assistant.clear': { actions: [assign({ messages: [] }), 'greet'] },
        'assistant.renamed': { actions: assign({ firstName: ({ event }) => event.firstName }) },
        'assistant.inbox': {
          actions: assign(({ context, event }) => {
            const shown = new Set(context.messages.map((message) => message.id));
            const fresh = event.messages.filter((message) => !shown.has(message.id));
            return fresh.length ? { messages: [...context.messages, ...fresh] } : {};
          }),
        },
        'assistant.resume': {
          guard: ({ context }) => context.activeFlow === null,
          actions: enqueueActions(({ enqueue, event }) => {
            enqueue.assign({ activeFlow: event.start.flow, input: null });
            enqueue.spawnChild(event.start.flow, { id: 'flow', input: event.start.input });
          }),
        },
        'xstate.done.actor.flow': [
          { guard: ({ event }) => Boolean(event.output?.next), actions: 'handOver' },
          {
            guard: ({ event }) => Boolean(event.output?.quiet),
            actions: assign({ activeFlow: null, input: null }),
          },
          {
            actions: [
              assign({ activeFlow: null }),
              { type: 'post', params: { key: ANYTHING_ELSE, withMenu: true } },
            ],
          },
        ],
      },
    },
  },
});
