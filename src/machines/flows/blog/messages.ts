import type { ApiFailure } from '../../../api/api-failure.ts';
import type { BlogPost, BlogSummary } from '../../../contract/blog.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { BACK, choice, text, type SayParams } from '../../../conversation/flow-protocol.ts';

/** The latest posts as replies; titles come from the server in the post's language, so they travel as a parameter. */
export function postList(posts: BlogSummary[]): SayParams {
  return {
    body: text('talk:blog.ask_post'),
    quickReplies: [
      ...posts.map((post) => ({
        value: post.slug,
        label: { key: 'talk:blog.post_label', params: { title: post.title } },
      })),
      BACK,
    ],
  };
}

export const postCard = (post: BlogPost): SayParams => ({ body: { kind: 'card', card: 'blog', data: post } });

/** A failed call: say why in the current language, and offer to try again. */
export const failed = (failure: ApiFailure): SayParams => ({
  body: failureMessage(failure),
  quickReplies: [choice('retry', 'talk:try_again'), BACK],
});
