import { countTap } from '../api/analytics-consent.ts';
import type { ChatMessage } from '../conversation/chat-message.ts';
import { userBody, userMessage } from '../conversation/chat-message.ts';
import type { SharedLocation } from '../conversation/cards/card-payloads.ts';
import type { ConversationEvent } from '../conversation/flow-protocol.ts';
import { BACK } from '../conversation/message-parts.ts';
import type { PreparedPhoto } from '../conversation/photo/prepared-photo.ts';

/** The user's photos as their own bubbles: the small copies, which the stored transcript can keep. */
function photoBubbles(photos: PreparedPhoto[]): ChatMessage[] {
  return photos.map((photo) =>
    userBody({ kind: 'photo', src: photo.thumbnail, alt: { key: 'diagnosis:photo.sent_alt' } }),
  );
}

/**
 * What the composer and the quick replies send to a conversation machine. The chat records what the
 * person sent or tapped as their own bubble first, then sends what they meant; "back" is its own event.
 */
export function conversationHandlers(send: (event: ConversationEvent) => void) {
  // Each reply is a tap on the way to a first answer (counted only with the "help us improve" cookie).
  const record = (messages: ChatMessage[]) => {
    countTap();
    send({ type: 'transcript.user', messages });
  };
  return {
    /** `shown` is the value itself, or dots for a secret, or a picked day or place in words. */
    onText: (value: string, shown: string) => {
      if (shown) record([userMessage(shown)]);
      send({ type: 'user.text', value });
    },
    onChoice: (value: string, label: string) => {
      if (label) record([userMessage(label)]);
      send(value === BACK.value ? { type: 'user.back' } : { type: 'user.choice', value });
    },
    onLocation: (location: SharedLocation) => {
      record([userBody({ kind: 'card', card: 'location', data: location })]);
      send({ type: 'user.location', location });
    },
    onPhotos: (photos: PreparedPhoto[]) => {
      record(photoBubbles(photos));
      send({ type: 'user.photos', photos });
    },
  };
}
