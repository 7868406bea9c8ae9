import type { ConversationEvent } from '../conversation/flow-protocol.ts';
import type { SharedLocation } from '../conversation/cards/card-payloads.ts';
import type { PreparedPhoto } from '../conversation/photo/prepared-photo.ts';
import { BACK } from '../conversation/flow-protocol.ts';

/** What the composer and the quick replies send to a conversation machine; "back" is its own event. */
export function conversationHandlers(send: (event: ConversationEvent) => void) {
  return {
    onText: (value: string, shown: string) => send({ type: 'user.text', value, shown }),
    onChoice: (value: string, label: string) =>
      send(
        value === BACK.value
          ? { type: 'user.back', shown: label }
          : { type: 'user.choice', value, shown: label },
      ),
    onLocation: (location: SharedLocation) => send({ type: 'user.location', location }),
    onPhotos: (photos: PreparedPhoto[]) => send({ type: 'user.photos', photos }),
  };
}
