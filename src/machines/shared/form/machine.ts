import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure } from '../../../api/api-failure.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { BACK, choice, chose, sayAction, type UserEvent } from '../../../conversation/flow-protocol.ts';
import {
  nextIndex as walk,
  questionPrompt,
  summaryPrompt,
  type Answers,
  type FormSpec,
} from './form-spec.ts';
import type { FormContext } from './context.ts';

const RETRY = choice('retry', 'talk:try_again');

/**
 * A form as a conversation: one question at a time, back keeps every answer, a summary where each
 * answer can be changed, then one call to the server. `load` fetches what the questions offer (a
 * catalogue) and the stored contact details; `submit` sends the answers. Both are named actors.
 */
export function createFormFlow<Options, Result>(spec: FormSpec<Options, Result>) {
  type Context = FormContext<Options, Result>;
  type Args = { context: Context; event: UserEvent };
  const question = (context: Context) => spec.questions[context.index]!;
  const nextIndex = (context: Pick<Context, 'answers'>, from: number, step: 1 | -1) =>
    walk(spec.questions, context.answers, from, step);
  const isChoice = ({ context, event }: Args) =>
    event.type === 'user.choice' &&
    (question(context)
      .choices?.(context.answers, context.options)
      .some((reply) => reply.value === event.value) ??
      false);

  return setup({
    types: {
      context: {} as Context,
      events: {} as UserEvent,
      input: {} as { answers?: Answers } | undefined,
    },
    actions: {
      say: sayAction<Context>(),
      /** Keeps the answer (typed, picked, or '' when skipped) and moves on, or back to the summary. */
      answer: assign(({ context, event }) => {
        const value =
          event.type === 'user.text'
            ? event.value.trim()
            : event.type === 'user.choice' && event.value !== 'skip'
              ? event.value
              : '';
        const answers = { ...context.answers, [question(context).field]: value };
        const index = context.editing
          ? spec.questions.length
          : nextIndex({ ...context, answers }, context.index, 1);
        return { answers, index, editing: false };
      }),
      lastQuestion: assign(({ context }) => ({ index: nextIndex(context, spec.questions.length, -1) })),
    },
    actors: {
      load: fromPromise(() => spec.load()),
      submit: fromPromise(({ input }: { input: Answers }) => spec.submit(input)),
    },
    guards: {
      finished: ({ context }) => context.index >= spec.questions.length,
      cancelled: ({ context }) => context.index < 0,
    },
  }).createMachine({
    id: spec.id,
    context: ({ input }) => ({
      answers: { ...input?.answers },
      options: undefined as Options,
      index: 0,
      editing: false,
      failure: null,
      result: null,
    }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'load',
          src: 'load',
          onDone: {
            target: 'next',
            actions: assign(({ context, event }) => ({
              options: event.output.options,
              answers: { ...event.output.answers, ...context.answers },
              index: nextIndex(
                { ...context, answers: { ...event.output.answers, ...context.answers } },
                -1,
                1,
              ),
            })),
          },
          onError: {
            target: 'loadFailed',
            actions: assign({ failure: ({ event }) => toApiFailure(event.error) }),
          },
        },
      },
      loadFailed: {
        entry: {
          type: 'say',
          params: ({ context }) => ({ body: failureMessage(context.failure!), quickReplies: [RETRY, BACK] }),
        },
        on: { 'user.choice': { guard: chose('retry'), target: 'loading' }, 'user.back': 'done' },
      },
      next: {
        always: [
          { guard: 'cancelled', target: 'done' },
          { guard: 'finished', target: spec.summary ? 'summary' : 'submitting' },
          { target: 'asking' },
        ],
      },
      asking: {
        entry: {
          type: 'say',
          params: ({ context }) => questionPrompt(question(context), context.answers, context.options),
        },
        on: {
          'user.text': {
            guard: ({ context }) => Boolean(question(context).input),
            target: 'next',
            actions: 'answer',
          },
          'user.choice': [
            { guard: isChoice, target: 'next', actions: 'answer' },
            {
              guard: ({ context, event }) => chose('skip')({ event }) && Boolean(question(context).optional),
              target: 'next',
              actions: 'answer',
            },
          ],
          'user.back': {
            target: 'next',
            actions: assign(({ context }) => ({
              index: context.editing ? spec.questions.length : nextIndex(context, context.index, -1),
              editing: false,
            })),
          },
        },
      },
      // Short forms without a summary are sent as soon as the last answer is given.
      ...(spec.summary
        ? {
            summary: {
              entry: {
                type: 'say',
                params: ({ context }) => summaryPrompt(spec, context.answers, context.options),
              },
              on: {
                'user.choice': [
                  { guard: chose('submit'), target: 'submitting' },
                  {
                    guard: ({ event }) => event.type === 'user.choice' && event.value.startsWith('change:'),
                    target: 'asking',
                    actions: assign(({ event }) => ({
                      index: Number((event as { value: string }).value.slice(7)),
                      editing: true,
                    })),
                  },
                ],
                'user.back': { target: 'next', actions: 'lastQuestion' },
              },
            },
          }
        : {}),
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => context.answers,
          onDone: { target: 'submitted', actions: assign({ result: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: assign({ failure: ({ event }) => toApiFailure(event.error) }),
          },
        },
      },
      failed: {
        entry: {
          type: 'say',
          params: ({ context }) => ({ body: failureMessage(context.failure!), quickReplies: [RETRY, BACK] }),
        },
        on: {
          'user.choice': { guard: chose('retry'), target: 'submitting' },
          'user.back': spec.summary ? 'summary' : { target: 'next', actions: 'lastQuestion' },
        },
      },
      submitted: {
        entry: { type: 'say', params: ({ context }) => spec.done(context.result as Result, context.answers) },
        always: 'done',
      },
      done: { type: 'final' },
    },
  });
}
