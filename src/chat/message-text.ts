import type { MessageBody, TextRef } from '../conversation/chat-message.ts';

/** The words of a message in the current language; a card shows its own words and has none here. */
export function messageText(body: MessageBody, resolve: (ref: TextRef) => string): string {
  switch (body.kind) {
    case 'literal':
      return body.text;
    case 'text':
    case 'markdown':
    case 'notice':
      return resolve(body.text);
    case 'photo':
      return body.caption ? resolve(body.caption) : '';
    case 'card':
      return '';
  }
}
