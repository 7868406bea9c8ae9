import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CardView } from './cards/card-view.tsx';
import type { ChatMessage, QuickReply } from '../conversation/chat-message.ts';
import { DeliveryState } from './delivery-state.tsx';
import { formatClock } from '../language/day-format.ts';
import { MarkdownText } from './markdown-text.tsx';
import { messageText } from './message-text.ts';
import { QuickReplies } from './quick-replies.tsx';
import { ReadAloudButton } from './read-aloud-button.tsx';
import { useText } from './use-text.ts';

interface MessageBubbleProps {
  message: ChatMessage;
  /**
   * Which quick replies still mean something: an answered question's replies fold away, since the
   * person's own bubble below already shows the one they chose; lasting ones (the menu) stay.
   */
  isReplyShown: (reply: QuickReply) => boolean;
  /** False while the conversation works on the last answer. */
  repliesEnabled: boolean;
  onChoose: (value: string, label: string) => void;
}

export function MessageBubble({ message, isReplyShown, repliesEnabled, onChoose }: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  const resolve = useText();
  const { body } = message;
  const time = formatClock(message.at);
  const tone = body.kind === 'notice' ? ` bubble--${body.tone}` : '';
  const shownText = messageText(body, resolve);
  const cardRef = useRef<HTMLDivElement>(null);
  const spoken = body.kind === 'card' ? () => cardRef.current?.innerText ?? '' : shownText;
  const replies = message.quickReplies?.filter(isReplyShown) ?? [];

  return (
    <li
      className={`message message--${message.sender}`}
      data-testid={`message-${message.sender}`}
      data-message-id={message.id}
    >
      <div className={`bubble${tone}`}>
        <span className="visually-hidden">
          {message.sender === 'user' ? t('you_said') : t('assistant_said')}
        </span>
        {body.kind === 'photo' && (
          <img className="bubble__photo" src={body.src} alt={resolve(body.alt)} loading="lazy" />
        )}
        {body.kind === 'card' && (
          <div ref={cardRef}>
            <CardView body={body} />
          </div>
        )}
        {body.kind === 'markdown' && <MarkdownText text={shownText} />}
        {shownText && body.kind !== 'markdown' && <p>{shownText}</p>}
        <div className="bubble__meta">
          {message.sender === 'assistant' && (shownText || body.kind === 'card') && (
            <ReadAloudButton text={spoken} />
          )}
          {/* A drawn first screen's clock was set by its page when shown (scripts/first-screens); the
              app's, a moment later, may be a minute on: React keeps it without calling it a mismatch. */}
          <time className="bubble__time" dateTime={message.at} suppressHydrationWarning>
            {time}
          </time>
          {message.sender === 'user' && message.delivery && <DeliveryState delivery={message.delivery} />}
        </div>
      </div>
      {replies.length > 0 && (
        <QuickReplies
          replies={replies}
          moreLabel={message.moreLabel}
          enabled={repliesEnabled}
          onChoose={onChoose}
        />
      )}
    </li>
  );
}
