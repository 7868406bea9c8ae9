import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BlogPost } from '../../../src/contract/blog.ts';
import { assistantMachine } from '../../../src/machines/assistant/assistant-machine.ts';
import { blogFlow } from '../../../src/machines/flows/blog/machine.ts';
import { walkMachine } from './graph-coverage.ts';
import { conversationHandlers } from '../../../src/chat/conversation-handlers.ts';

const post: BlogPost = {
  slug: 'safe-pesticide-use',
  title: 'Using pesticides safely',
  summary: 'Seven habits.',
  date: '2026-11-02',
  language: 'en',
  body: '## 1. Buy the right product',
};
const { body: _body, ...summary } = post;

describe('the blog flow', () => {
  it('lists the posts and shows the chosen one as a card', async () => {
    const flow = blogFlow.provide({
      actors: {
        loadPosts: fromPromise(async () => [summary]),
        loadPost: fromPromise<BlogPost, string>(async ({ input }) => ({ ...post, slug: input })),
      },
    });
    const actor = createActor(assistantMachine.provide({ actors: { blog: flow } }), { input: {} }).start();
    const settle = () => waitFor(actor, (state) => !state.children.flow?.getSnapshot().hasTag('busy'));
    const chat = conversationHandlers((event) => actor.send(event));
    chat.onChoice('flow:blog', "What's new?");
    await settle();
    const listing = actor.getSnapshot().context.messages.at(-1)!;
    expect(listing.quickReplies!.map((reply) => reply.value)).toEqual(['safe-pesticide-use', 'back']);
    chat.onChoice('safe-pesticide-use', post.title);
    await settle();
    const messages = actor.getSnapshot().context.messages;
    expect(messages.at(-2)!.body).toEqual({ kind: 'card', card: 'blog', data: post });
  });

  it('reaches every state, failures included', () => {
    const walk = walkMachine(blogFlow, [
      { type: 'user.back' },
      { type: 'user.choice', value: 'retry' },
      { type: 'user.choice', value: post.slug },
      { type: 'xstate.done.actor.loadPosts', output: [summary] },
      { type: 'xstate.error.actor.loadPosts', error: new Error('offline') },
      { type: 'xstate.done.actor.loadPost', output: post },
      { type: 'xstate.error.actor.loadPost', error: new Error('offline') },
    ]);
    expect(walk.unreached).toEqual([]);
  });
});
