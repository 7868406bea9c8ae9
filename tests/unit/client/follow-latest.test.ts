import { describe, expect, it } from 'vitest';
import {
  followLatest,
  initialFollow,
  transcriptChange,
  type FollowEvent,
} from '../../../src/chat/follow-latest.ts';

const run = (...events: FollowEvent[]) => events.reduce(followLatest, initialFollow);
const user = (id: string) => ({ id, sender: 'user' as const });
const assistant = (id: string) => ({ id, sender: 'assistant' as const });

describe('following the conversation', () => {
  it('follows replies while the reader is at the newest message, counting none as unread', () => {
    expect(run({ type: 'replied', count: 2 })).toEqual({ following: true, unread: 0 });
  });

  it('counts the replies that arrive while the reader is up reading older messages', () => {
    const state = run(
      { type: 'scrolled', atNewest: false },
      { type: 'replied', count: 1 },
      { type: 'replied', count: 2 },
    );
    expect(state).toEqual({ following: false, unread: 3 });
  });

  it('follows again, with nothing unread, once the reader scrolls back down or taps the button', () => {
    const away = run({ type: 'scrolled', atNewest: false }, { type: 'replied', count: 1 });
    expect(followLatest(away, { type: 'scrolled', atNewest: true })).toEqual(initialFollow);
    expect(followLatest(away, { type: 'jumped' })).toEqual(initialFollow);
  });

  it('brings the reader back to the newest message when they send, so the answer comes into view', () => {
    const away = run({ type: 'scrolled', atNewest: false }, { type: 'replied', count: 4 });
    expect(followLatest(away, { type: 'sent' })).toEqual(initialFollow);
  });

  it('keeps the same state when nothing changes, so scrolling does not re-render the chat', () => {
    expect(followLatest(initialFollow, { type: 'scrolled', atNewest: true })).toBe(initialFollow);
    const away = run({ type: 'scrolled', atNewest: false });
    expect(followLatest(away, { type: 'scrolled', atNewest: false })).toBe(away);
  });
});

describe('what changed in the transcript', () => {
  it('is a send when the farmer’s own message is among the new ones', () => {
    expect(transcriptChange([assistant('a')], [assistant('a'), user('b')])).toEqual({ type: 'sent' });
  });

  it('counts new assistant messages as replies', () => {
    expect(transcriptChange([user('b')], [user('b'), assistant('c'), assistant('d')])).toEqual({
      type: 'replied',
      count: 2,
    });
  });

  it('is nothing when no message was added', () => {
    expect(transcriptChange([user('b')], [user('b')])).toBeNull();
  });
});
