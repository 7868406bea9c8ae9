import type { UserEvent } from '../machines/flow-protocol.ts';
import type { SharedLocation } from './cards/card-payloads.ts';
import type { PreparedPhoto } from './photo/prepared-photo.ts';
import { BACK } from '../machines/flow-protocol.ts';

type Shown = UserEvent & { shown?: string };

/** What the composer and the quick replies send to a conversation machine; "back" is its own event. */
export function conversationHandlers(send: (event: Shown) => void) {
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
