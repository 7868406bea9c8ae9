import { describe, expect, it } from 'vitest';
import { conversationHandlers } from '../../../src/chat/conversation-handlers.ts';
import type { ConversationEvent } from '../../../src/conversation/flow-protocol.ts';
import type { PreparedPhoto } from '../../../src/conversation/photo/prepared-photo.ts';

function record() {
  const events: ConversationEvent[] = [];
  return { events, chat: conversationHandlers((event) => events.push(event)) };
}

const bodies = (event: ConversationEvent | undefined) =>
  event?.type === 'transcript.user' ? event.messages.map((m) => [m.sender, m.body]) : null;

describe('what the chat sends a conversation', () => {
  it('records the words shown as the user bubble, and sends the machine only what was typed', () => {
    const { events, chat } = record();
    chat.onText('hunter22', '••••••••');
    expect(bodies(events[0])).toEqual([['user', { kind: 'literal', text: '••••••••' }]]);
    expect(events[1]).toEqual({ type: 'user.text', value: 'hunter22' });
  });

  it('records a tapped reply by its label and sends its value; "back" is its own event', () => {
    const { events, chat } = record();
    chat.onChoice('flow:blog', "What's new?");
    chat.onChoice('back', 'Back');
    expect(bodies(events[0])).toEqual([['user', { kind: 'literal', text: "What's new?" }]]);
    expect(events[1]).toEqual({ type: 'user.choice', value: 'flow:blog' });
    expect(bodies(events[2])).toEqual([['user', { kind: 'literal', text: 'Back' }]]);
    expect(events[3]).toEqual({ type: 'user.back' });
  });

  it('records shared places as a card and photos as their small copies', () => {
    const { events, chat } = record();
    const location = { latitude: -1.28, longitude: 36.82 };
    chat.onLocation(location);
    const photo: PreparedPhoto = {
      upload: new Blob(['x']),
      thumbnail: 'data:image/jpeg;base64,AA',
      source: 'camera',
      quality: { level: 'good', problems: [], brightness: 0.5, sharpness: 1 },
      originalBytes: 1,
      takenAt: '2026-11-24T08:00:00.000Z',
    };
    chat.onPhotos([photo]);
    expect(bodies(events[0])).toEqual([['user', { kind: 'card', card: 'location', data: location }]]);
    expect(events[1]).toEqual({ type: 'user.location', location });
    expect(bodies(events[2])).toEqual([
      ['user', { kind: 'photo', src: photo.thumbnail, alt: { key: 'diagnosis:photo.sent_alt' } }],
    ]);
    expect(events[3]).toMatchObject({ type: 'user.photos' });
  });

  it('adds no bubble when there is nothing to show', () => {
    const { events, chat } = record();
    chat.onText('x', '');
    expect(events).toEqual([{ type: 'user.text', value: 'x' }]);
  });
});
