import i18next from 'i18next';
import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure } from '../../../api/api-failure.ts';
import { askQuestion } from '../../../api/community.ts';
import { MAX_QUESTION_CHARS, type Question, type QuestionCreate } from '../../../contract/community.ts';
import type { MessageBody } from '../../../conversation/chat-message.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { choice, chose, sayAction, text, type UserEvent } from '../../../conversation/flow-protocol.ts';
import { forgetKeptDraft, type CommunityDraft } from '../../shared/community-draft.ts';

export interface CommunityInput {
  /** An unsure plant check to ask about, its photos, crop and place filled in. */
  draft?: CommunityDraft;
}

interface CommunityContext {
  draft: CommunityDraft | null;
  /** The farmer's words, kept through a failed post and a rewrite. */
  words: string;
  /** What went wrong with the last post, said with the ways on. */
  failure: MessageBody | null;
  posted: string | null;
}

/** The question as it will be shown, or as it was posted (with its id, for the link). */
const questionCard = (context: CommunityContext): MessageBody => ({
  kind: 'card',
  card: 'community_question',
  data: {
    text: context.words,
    thumbnails: context.draft!.thumbnails,
    crop: context.draft!.crop,
    place: context.draft!.place,
    ...(context.posted ? { question: context.posted } : {}),
  },
});

const describeInput = { kind: 'text' as const, label: { key: 'community:ask.question_label' } };
const confirmReplies = [
  choice('post', 'community:ask.post'),
  choice('rewrite', 'community:ask.rewrite'),
  choice('cancel', 'community:ask.cancel'),
];

/**
 * "Ask the community": other farmers and agronomists answer there, at /community, which anyone may
 * read. From the menu the chat hands over with a link. From an unsure plant check (issue 31) it asks
 * for the words, shows what will be posted (the words, the check's photos, crop and county) and posts
 * only once the farmer confirms, then links to the question; answers come back to the chat.
 */
export const communityFlow = setup({
  types: {
    context: {} as CommunityContext,
    events: {} as UserEvent,
    input: {} as CommunityInput | undefined,
  },
  actors: {
    ask: fromPromise<Question, QuestionCreate>(({ input }) => askQuestion(input)),
  },
  guards: {
    fromCheck: ({ context }) => context.draft !== null,
    tooLong: ({ event }) => event.type === 'user.text' && event.value.trim().length > MAX_QUESTION_CHARS,
    hasWords: ({ event }) => event.type === 'user.text' && event.value.trim().length > 0,
  },
  actions: {
    say: sayAction<CommunityContext>(),
    forgetKept: () => forgetKeptDraft(),
    keepWords: assign({ words: ({ event }) => (event.type === 'user.text' ? event.value.trim() : '') }),
  },
}).createMachine({
  id: 'community',
  context: ({ input }) => ({ draft: input?.draft ?? null, words: '', failure: null, posted: null }),
  initial: 'starting',
  states: {
    // A draft kept through sign-in is taken once: a reload later restores this flow's own state.
    starting: {
      entry: 'forgetKept',
      always: [{ guard: 'fromCheck', target: 'describing' }, { target: 'handingOver' }],
    },
    handingOver: {
      entry: {
        type: 'say',
        params: { body: { kind: 'markdown', text: { key: 'community:hand_over' } } },
      },
      always: 'done',
    },
    describing: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: text(context.words ? 'community:ask.describe_again' : 'community:ask.describe', {
            count: context.draft!.photos.length,
          }),
          quickReplies: [choice('cancel', 'community:ask.cancel')],
          input: describeInput,
        }),
      },
      on: {
        'user.text': [
          // Too long to post: said so, and the words stay in the chat above to shorten.
          {
            guard: 'tooLong',
            actions: {
              type: 'say',
              params: {
                body: {
                  kind: 'notice',
                  tone: 'error',
                  text: { key: 'community:ask.too_long', params: { max: MAX_QUESTION_CHARS } },
                },
                input: describeInput,
              },
            },
          },
          { guard: 'hasWords', target: 'reviewing', actions: 'keepWords' },
        ],
        'user.choice': { guard: chose('cancel'), target: 'cancelled' },
      },
    },
    // What will be posted, in full, before anything is: the farmer confirms, rewrites or leaves.
    reviewing: {
      entry: [
        { type: 'say', params: ({ context }) => ({ body: questionCard(context) }) },
        {
          type: 'say',
          params: { body: text('community:ask.confirm'), quickReplies: confirmReplies },
        },
      ],
      on: {
        'user.choice': [
          { guard: chose('post'), target: 'posting' },
          { guard: chose('rewrite'), target: 'describing' },
          { guard: chose('cancel'), target: 'cancelled' },
        ],
      },
    },
    posting: {
      tags: ['busy'],
      invoke: {
        src: 'ask',
        input: ({ context }) => ({
          text: context.words,
          crop: context.draft!.crop,
          photos: context.draft!.photos,
          county: context.draft!.county,
          language: i18next.resolvedLanguage === 'sw' ? ('sw' as const) : ('en' as const),
        }),
        onDone: {
          target: 'posted',
          actions: assign({ posted: ({ event }) => event.output.id }),
        },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => failureMessage(toApiFailure(event.error)) }),
        },
      },
    },
    // Nothing typed is lost: the words stay for another try or a rewrite.
    failed: {
      entry: [
        { type: 'say', params: ({ context }) => ({ body: context.failure! }) },
        {
          type: 'say',
          params: {
            body: text('community:ask.not_posted'),
            quickReplies: [
              choice('post', 'community:ask.try_again'),
              choice('rewrite', 'community:ask.rewrite'),
              choice('cancel', 'community:ask.cancel'),
            ],
          },
        },
      ],
      on: {
        'user.choice': [
          { guard: chose('post'), target: 'posting' },
          { guard: chose('rewrite'), target: 'describing' },
          { guard: chose('cancel'), target: 'cancelled' },
        ],
      },
    },
    posted: {
      entry: [
        { type: 'say', params: ({ context }) => ({ body: questionCard(context) }) },
        { type: 'say', params: { body: text('community:ask.posted') } },
      ],
      always: 'done',
    },
    cancelled: {
      entry: { type: 'say', params: { body: text('community:ask.cancelled') } },
      always: 'done',
    },
    done: { type: 'final' },
  },
});
