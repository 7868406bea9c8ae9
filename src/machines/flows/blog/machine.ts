import { assign, fromPromise, setup } from 'xstate';
import { errorOf } from '../actor-result.ts';
import { fetchBlogPost, fetchBlogPosts } from '../../../api/blog.ts';
import { toApiFailure, type ApiFailure } from '../../../api/api-failure.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import type { BlogPost, BlogSummary } from '../../../contract/blog.ts';
import { BACK, choice, chose, sayAction, text, type UserEvent } from '../../../conversation/flow-protocol.ts';

interface BlogContext {
  posts: BlogSummary[];
  slug: string | null;
  failure: ApiFailure | null;
}

const RETRY = choice('retry', 'talk:try_again');

/** "What's new?": the latest blog posts, one read in the chat as a card with a link to share it. */
export const blogFlow = setup({
  types: { context: {} as BlogContext, events: {} as UserEvent },
  actions: {
    say: sayAction<BlogContext>(),
    fail: assign({ failure: (_, { error }: { error: unknown }) => toApiFailure(error) }),
  },
  actors: {
    loadPosts: fromPromise(async () => (await fetchBlogPosts()).results),
    loadPost: fromPromise<BlogPost, string>(({ input }) => fetchBlogPost(input)),
  },
  guards: {
    pickedPost: ({ context, event }) =>
      event.type === 'user.choice' && context.posts.some((post) => post.slug === event.value),
  },
}).createMachine({
  id: 'blog',
  context: { posts: [], slug: null, failure: null },
  initial: 'loadingList',
  states: {
    loadingList: {
      tags: ['busy'],
      invoke: {
        id: 'loadPosts',
        src: 'loadPosts',
        onDone: { target: 'listing', actions: assign({ posts: ({ event }) => event.output }) },
        onError: { target: 'listFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    listFailed: {
      entry: {
        type: 'say',
        params: ({ context }) => ({ body: failureMessage(context.failure!), quickReplies: [RETRY, BACK] }),
      },
      on: { 'user.choice': { guard: chose('retry'), target: 'loadingList' }, 'user.back': 'done' },
    },
    listing: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          body: text('talk:blog.ask_post'),
          quickReplies: [
            ...context.posts.map((post) => ({
              value: post.slug,
              label: { key: 'talk:blog.post_label', params: { title: post.title } },
            })),
            BACK,
          ],
        }),
      },
      on: {
        'user.choice': {
          guard: 'pickedPost',
          target: 'loadingPost',
          actions: assign({ slug: ({ event }) => (event as { value: string }).value }),
        },
        'user.back': 'done',
      },
    },
    loadingPost: {
      tags: ['busy'],
      invoke: {
        id: 'loadPost',
        src: 'loadPost',
        input: ({ context }) => context.slug!,
        onDone: {
          target: 'done',
          actions: {
            type: 'say',
            params: ({ event }) => ({ body: { kind: 'card', card: 'blog', data: event.output } }),
          },
        },
        onError: { target: 'postFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    postFailed: {
      entry: {
        type: 'say',
        params: ({ context }) => ({ body: failureMessage(context.failure!), quickReplies: [RETRY, BACK] }),
      },
      on: { 'user.choice': { guard: chose('retry'), target: 'loadingPost' }, 'user.back': 'listing' },
    },
    done: { type: 'final' },
  },
});
