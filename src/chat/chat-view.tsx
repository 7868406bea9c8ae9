import './chat.css';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedLocation } from '../conversation/cards/card-payloads.ts';
import type { ChatMessage, InputRequest, QuickReply } from '../conversation/chat-message.ts';
import { ChooseContext } from './chat-actions.ts';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import type { PreparedPhoto } from '../conversation/photo/prepared-photo.ts';
import { PhotoPickContext, PickedPhotos } from './photo/photo-pick.ts';
import { useOnline } from './use-online.ts';
import { useFollowLatest } from './use-follow-latest.ts';
import { useShownMessages } from './use-shown-messages.ts';
import { useText } from './use-text.ts';

export interface ChatViewProps {
  messages: ChatMessage[];
  input: InputRequest | null;
  busy: boolean;
  onText: (value: string, shown: string) => void;
  onChoice: (value: string, label: string) => void;
  onLocation?: (location: SharedLocation) => void;
  onPhotos?: (photos: PreparedPhoto[]) => void;
  /** Replies that keep working on older messages too, such as the main menu's. */
  isLasting?: (value: string) => boolean;
  /** "Back" and "Menu" while a flow runs: one tap away at every step, above the composer. */
  steering?: QuickReply[];
  /** What the page adds at the end of the transcript (a question asked once); it scrolls with it. */
  aside?: ReactNode;
}

/** The transcript and the composer; what is typed goes to the conversation as typed, for it to read. */
export function ChatView({
  messages: all,
  input: asked,
  busy: working,
  onText,
  onChoice,
  onLocation,
  onPhotos,
  isLasting = () => false,
  steering = [],
  aside,
}: ChatViewProps) {
  const { t } = useTranslation('chat');
  const { messages, input, waiting } = useShownMessages(all, asked);
  const busy = working || waiting;
  const online = useOnline();
  const { containerRef, following, unread, jumpToLatest } = useFollowLatest(messages, busy);
  // One camera input for the quick replies, outliving them: a folded menu still delivers its photo.
  const pickRef = useRef<HTMLInputElement>(null);
  const pick = useMemo(() => ({ open: () => pickRef.current?.click(), photos: new PickedPhotos() }), []);
  const current = [...messages].reverse().find((message) => message.sender === 'assistant');
  const resolve = useText();
  // The question's own "back" button already does it; the row offers only what the question does not.
  const offered = new Set(current?.quickReplies?.map((reply) => reply.value));
  const steer = steering.filter((reply) => !offered.has(reply.value));
  const lastMessage = messages.at(-1);
  // While a flow works on the user's last message it is on its way; without a network it waits in line.
  const inFlight = working && lastMessage?.sender === 'user' ? lastMessage.id : null;
  const shownDelivery = (message: ChatMessage) =>
    message.id === inFlight
      ? { ...message, delivery: online ? ('sending' as const) : ('queued' as const) }
      : message;

  return (
    <ChooseContext.Provider value={busy ? null : onChoice}>
      <PhotoPickContext.Provider value={onPhotos ? pick : null}>
        <div className="chat">
          {onPhotos && (
            <input
              ref={pickRef}
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              onChange={(event) => {
                pick.photos.put([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
              data-testid="photo-quick-input"
              aria-label={t('take_photo')}
            />
          )}
          <div className="chat__transcript">
            <div className="chat__scroller" ref={containerRef}>
              <div role="log" aria-live="polite" aria-label={t('conversation')}>
                <ol className="chat__log">
                  {messages.map((message) => (
                    <MessageBubble
                      key={message.id}
                      message={shownDelivery(message)}
                      isReplyShown={(reply) => message === current || isLasting(reply.value)}
                      repliesEnabled={!busy}
                      onChoose={onChoice}
                    />
                  ))}
                  {busy && (
                    <li className="message message--assistant" data-testid="message-thinking">
                      <div className="bubble bubble--thinking">
                        <span className="typing-dots" aria-hidden="true" />
                        {t('thinking')}
                      </div>
                    </li>
                  )}
                </ol>
              </div>
              {aside}
            </div>
          </div>
          {steer.length > 0 && (
            <nav className="chat__steering" aria-label={t('steering')}>
              {steer.map((reply) => {
                const label = resolve(reply.label);
                return (
                  <button
                    key={reply.value}
                    type="button"
                    className="chat__steer"
                    disabled={busy}
                    onClick={() => onChoice(reply.value, label)}
                  >
                    {label}
                  </button>
                );
              })}
            </nav>
          )}
          {/* Beside the composer, never a strip of its own: appearing as the reader scrolls, a strip took
              the transcript's last line, and a tap meant for a button there landed on it. */}
          <div className="chat__bottom">
            {!following && (
              <button
                type="button"
                className="chat__to-latest"
                onClick={jumpToLatest}
                aria-label={unread ? t('unread_replies', { count: unread }) : t('scroll_to_latest')}
                data-testid="jump-to-latest"
              >
                <span aria-hidden="true">↓</span>
                {unread > 0 && (
                  <span className="chat__unread" aria-hidden="true">
                    {unread}
                  </span>
                )}
              </button>
            )}
            <Composer
              key={current?.id}
              request={input}
              disabled={busy}
              onSend={onText}
              onLocation={onLocation}
              onPhotos={onPhotos}
            />
          </div>
        </div>
      </PhotoPickContext.Provider>
    </ChooseContext.Provider>
  );
}
