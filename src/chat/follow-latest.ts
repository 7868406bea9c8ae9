/**
 * Whether the view follows the conversation, and how many replies came while the reader was away
 * reading older messages. Only the reader's own scrolling stops the following; sending brings them back,
 * because what they sent is answered below and an answer out of sight looks like no answer.
 */
export interface FollowState {
  following: boolean;
  unread: number;
}

export type FollowEvent =
  | { type: 'scrolled'; atNewest: boolean }
  | { type: 'sent' }
  | { type: 'replied'; count: number }
  | { type: 'jumped' };

export const initialFollow: FollowState = { following: true, unread: 0 };

export function followLatest(state: FollowState, event: FollowEvent): FollowState {
  switch (event.type) {
    case 'scrolled':
      if (event.atNewest) return state.following && state.unread === 0 ? state : initialFollow;
      return state.following ? { ...state, following: false } : state;
    case 'sent':
    case 'jumped':
      return state === initialFollow ? state : initialFollow;
    case 'replied':
      return state.following || event.count === 0 ? state : { ...state, unread: state.unread + event.count };
  }
}

/** What changed between two renders of the transcript: the farmer sent something, or replies came. */
export function transcriptChange(
  before: readonly { id: string; sender: 'user' | 'assistant' }[],
  after: readonly { id: string; sender: 'user' | 'assistant' }[],
): FollowEvent | null {
  const known = new Set(before.map((message) => message.id));
  const added = after.filter((message) => !known.has(message.id));
  if (added.length === 0) return null;
  if (added.some((message) => message.sender === 'user')) return { type: 'sent' };
  return { type: 'replied', count: added.length };
}
