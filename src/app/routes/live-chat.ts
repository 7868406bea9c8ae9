import type { ReactNode } from 'react';
import type { ChatMessage, InputRequest, QuickReply } from '../../conversation/chat-message.ts';
import type { ConversationEvent } from '../../conversation/flow-protocol.ts';

/**
 * A running conversation as its page draws it. The page keeps one chat on screen from its first paint:
 * its greeting first, then this once the conversation's code has arrived, so nothing is redrawn and a
 * photo being picked or a word being typed is never lost.
 */
export interface LiveChat {
  messages: ChatMessage[];
  input: InputRequest | null;
  busy: boolean;
  steering: QuickReply[];
  send: (event: ConversationEvent) => void;
  aside?: ReactNode;
}

/**
 * What the person does (or the server sends) before the conversation's code has arrived, handed to it
 * in order once it has; after that, straight through (a check on typed words may finish after the
 * conversation arrived).
 */
export class EarlyEvents<Event = ConversationEvent> {
  private waiting: Event[] = [];
  private target: ((event: Event) => void) | null = null;

  send(event: Event): void {
    if (this.target) this.target(event);
    else this.waiting.push(event);
  }

  connect(target: (event: Event) => void): void {
    this.target = target;
    for (const event of this.waiting.splice(0)) target(event);
  }
}
