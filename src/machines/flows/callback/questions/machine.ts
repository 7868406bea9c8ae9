import { assertEvent, assign, setup } from 'xstate';
import type { CallbackCase } from '../../../../contract/callback.ts';
import { BACK, choice, sayAction, text, type UserEvent } from '../../../../conversation/flow-protocol.ts';
import type { CallbackStart } from '../context.ts';
import type { CallbackAnswers } from '../messages.ts';
import { pickQuestion, typedQuestion } from '../messages.ts';

/**
 * Who to call and how: the contact (pre-filled from the profile, or typed), the channel, the language
 * and the topic. The callback flow invokes this child at the question it needs, also to change one
 * answer from the summary (`editing`); it ends with the answers and where to go next: the free times,
 * back to the summary, or out of the flow when the user went back from the first question.
 */
export type QuestionStart = 'confirmContact' | 'askName' | 'channel' | 'language' | 'topic';

export interface QuestionsInput {
  from: QuestionStart;
  editing: boolean;
  answers: CallbackAnswers;
  contact: CallbackStart['contact'];
  case: CallbackCase | null;
}

export interface QuestionsOutput {
  answers: CallbackAnswers;
  next: 'slots' | 'summary' | 'done';
}

interface QuestionsContext extends QuestionsInput {
  next: QuestionsOutput['next'];
}

type Picked = 'channel' | 'language' | 'topic';
type Typed = 'name' | 'phone_number';

export const CHANNELS: NonNullable<CallbackAnswers['channel']>[] = ['call', 'sms'];
export const LANGUAGES: NonNullable<CallbackAnswers['language']>[] = ['en', 'sw'];
export const TOPICS: NonNullable<CallbackAnswers['topic']>[] = [
  'crop_problem',
  'product',
  'complaint',
  'other',
];

const choiceOf = (event: UserEvent) => {
  assertEvent(event, 'user.choice');
  return event.value;
};

export const callbackQuestions = setup({
  types: {
    context: {} as QuestionsContext,
    events: {} as UserEvent,
    input: {} as QuestionsInput,
    output: {} as QuestionsOutput,
  },
  actions: {
    say: sayAction<QuestionsContext>(),
    /** A reply's answer; a change made from the summary is then complete. */
    answer: assign(({ context, event }, { field }: { field: Picked }) => ({
      answers: { ...context.answers, [field]: choiceOf(event) },
      editing: false,
    })),
    /** What was typed stays in the answers when the user goes back and forth. */
    typed: assign(({ context, event }, { field }: { field: Typed }) => {
      assertEvent(event, 'user.text');
      return { answers: { ...context.answers, [field]: event.value.trim() } };
    }),
    leave: assign((_, { next }: { next: QuestionsOutput['next'] }) => ({ next })),
  },
  guards: {
    startsAt: ({ context }, { state }: { state: QuestionStart }) => context.from === state,
    editing: ({ context }) => context.editing,
    hasContact: ({ context }) => context.contact !== null,
    // The chat's own language, or one chosen before: asked again only from the summary.
    languageKnown: ({ context }) => context.answers.language !== undefined,
    // From a diagnosis, or words that named a crop or a symptom, the topic is already the crop problem.
    fromDiagnosis: ({ context }) => context.case !== null || context.answers.topic === 'crop_problem',
    chose: ({ event }, params: { value: string }) =>
      event.type === 'user.choice' && event.value === params.value,
    choseOneOf: ({ event }, params: { values: readonly string[] }) =>
      event.type === 'user.choice' && params.values.includes(event.value),
    editingAndChoseOneOf: ({ context, event }, params: { values: readonly string[] }) =>
      context.editing && event.type === 'user.choice' && params.values.includes(event.value),
  },
}).createMachine({
  id: 'callbackQuestions',
  context: ({ input }) => ({ ...input, next: 'done' }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: { type: 'startsAt', params: { state: 'confirmContact' } }, target: 'confirmContact' },
        { guard: { type: 'startsAt', params: { state: 'askName' } }, target: 'askName' },
        { guard: { type: 'startsAt', params: { state: 'channel' } }, target: 'channel' },
        { guard: { type: 'startsAt', params: { state: 'language' } }, target: 'language' },
        { target: 'topic' },
      ],
    },
    confirmContact: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: text('talk:callback.confirm_contact', {
            name: context.answers.name ?? '',
            phone: context.answers.phone_number ?? '',
          }),
          quickReplies: [
            choice('yes', 'talk:callback.contact_ok'),
            choice('other', 'talk:callback.contact_other'),
            BACK,
          ],
        }),
      },
      on: {
        'user.choice': [
          { guard: { type: 'chose', params: { value: 'yes' } }, target: 'channel' },
          { guard: { type: 'chose', params: { value: 'other' } }, target: 'askName' },
        ],
        'user.back': { target: 'left', actions: { type: 'leave', params: { next: 'done' } } },
      },
    },
    askName: {
      entry: { type: 'say', params: typedQuestion('name', 'name') },
      on: {
        // A changed name comes with its phone number: the phone question follows, then the summary.
        'user.text': { target: 'askPhone', actions: { type: 'typed', params: { field: 'name' } } },
        'user.back': [
          { guard: 'hasContact', target: 'confirmContact' },
          { target: 'left', actions: { type: 'leave', params: { next: 'done' } } },
        ],
      },
    },
    askPhone: {
      entry: { type: 'say', params: typedQuestion('phone_number', 'phone') },
      on: {
        'user.text': [
          {
            guard: 'editing',
            target: 'left',
            actions: [
              { type: 'typed', params: { field: 'phone_number' } },
              { type: 'leave', params: { next: 'summary' } },
            ],
          },
          { target: 'channel', actions: { type: 'typed', params: { field: 'phone_number' } } },
        ],
        'user.back': 'askName',
      },
    },
    channel: {
      entry: { type: 'say', params: pickQuestion('channel', CHANNELS) },
      on: {
        'user.choice': [
          {
            guard: { type: 'editingAndChoseOneOf', params: { values: CHANNELS } },
            target: 'left',
            actions: [
              { type: 'answer', params: { field: 'channel' } },
              { type: 'leave', params: { next: 'summary' } },
            ],
          },
          {
            guard: { type: 'choseOneOf', params: { values: CHANNELS } },
            target: 'beforeLanguage',
            actions: { type: 'answer', params: { field: 'channel' } },
          },
        ],
        'user.back': [{ guard: 'hasContact', target: 'confirmContact' }, { target: 'askPhone' }],
      },
    },
    beforeLanguage: {
      always: [{ guard: 'languageKnown', target: 'afterLanguage' }, { target: 'language' }],
    },
    language: {
      entry: { type: 'say', params: pickQuestion('language', LANGUAGES) },
      on: {
        'user.choice': [
          {
            guard: { type: 'editingAndChoseOneOf', params: { values: LANGUAGES } },
            target: 'left',
            actions: [
              { type: 'answer', params: { field: 'language' } },
              { type: 'leave', params: { next: 'summary' } },
            ],
          },
          {
            guard: { type: 'choseOneOf', params: { values: LANGUAGES } },
            target: 'afterLanguage',
            actions: { type: 'answer', params: { field: 'language' } },
          },
        ],
        'user.back': 'channel',
      },
    },
    // The topic is already known (see fromDiagnosis): straight on to the time.
    afterLanguage: {
      always: [
        {
          guard: 'fromDiagnosis',
          target: 'left',
          actions: { type: 'leave', params: { next: 'slots' } },
        },
        { target: 'topic' },
      ],
    },
    topic: {
      entry: { type: 'say', params: pickQuestion('topic', TOPICS) },
      on: {
        'user.choice': [
          {
            guard: { type: 'editingAndChoseOneOf', params: { values: TOPICS } },
            target: 'left',
            actions: [
              { type: 'answer', params: { field: 'topic' } },
              { type: 'leave', params: { next: 'summary' } },
            ],
          },
          {
            guard: { type: 'choseOneOf', params: { values: TOPICS } },
            target: 'left',
            actions: [
              { type: 'answer', params: { field: 'topic' } },
              { type: 'leave', params: { next: 'slots' } },
            ],
          },
        ],
        'user.back': [{ guard: 'languageKnown', target: 'channel' }, { target: 'language' }],
      },
    },
    left: { type: 'final' },
  },
  output: ({ context }) => ({ answers: context.answers, next: context.next }),
});
