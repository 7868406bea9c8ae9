import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf } from '../../shared/actor-result.ts';
import { fetchBlogPost, fetchBlogPosts } from '../../../api/blog.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import type { BlogPost } from '../../../contract/blog.ts';
import { chose, sayAction, type UserEvent } from '../../../conversation/flow-protocol.ts';
import type { BlogContext } from './context.ts';
import { failed, postCard, postList } from './messages.ts';

/** "What's new?": the latest blog posts, one read in the chat as a card with a link to share it. */
export const blogFlow = setup({
  types: { context: {} as BlogContext, events: {} as UserEvent },
  actions: {
    say: sayAction<BlogContext>(),
    fail: assign({ failure: (_, { error }: { error: unknown }) => toApiFailure(error) }),
    pick: assign({
      slug: ({ event }) => {
        assertEvent(event, 'user.choice');
        return event.value;
      },
    }),
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
        params: ({ context }) => failed(context.failure!),
      },
      on: { 'user.choice': { guard: chose('retry'), target: 'loadingList' }, 'user.back': 'done' },
    },
    listing: {
      entry: {
        type: 'say',
        params: ({ context }) => postList(context.posts),
      },
      on: {
        'user.choice': {
          guard: 'pickedPost',
          target: 'loadingPost',
          actions: 'pick',
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
            params: ({ event }) => postCard(event.output),
          },
        },
        onError: { target: 'postFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    postFailed: {
      entry: {
        type: 'say',
        params: ({ context }) => failed(context.failure!),
      },
      on: { 'user.choice': { guard: chose('retry'), target: 'loadingPost' }, 'user.back': 'listing' },
    },
    done: { type: 'final' },
  },
});
