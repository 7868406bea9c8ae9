import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_EVENT, canReadAloud, readAloud, stopReading } from './read-aloud.ts';
import { useSpeechRate } from './speech-settings.ts';

/**
 * A speaker on each assistant message; absent where the browser cannot speak. A card passes a function
 * that reads its words off the screen, so whatever a card shows is also what is spoken.
 */
export function ReadAloudButton({ text }: { text: string | (() => string) }) {
  const { t, i18n } = useTranslation('chat');
  const rate = useSpeechRate();
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => () => (speaking ? stopReading() : undefined), [speaking]);

  if (!canReadAloud()) return null;

  const toggle = () => {
    if (speaking) {
      stopReading();
      setSpeaking(false);
      return;
    }
    setSpeaking(true);
    window.dispatchEvent(new Event(ACTIVITY_EVENT));
    readAloud(typeof text === 'string' ? text : text(), i18n.resolvedLanguage ?? 'en', rate, () =>
      setSpeaking(false),
    );
  };

  return (
    <button
      type="button"
      className="read-aloud"
      aria-pressed={speaking}
      aria-label={speaking ? t('stop_reading') : t('read_aloud')}
      title={speaking ? t('stop_reading') : t('read_aloud')}
      onClick={toggle}
      data-testid="read-aloud"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
        {speaking ? (
          <path d="M16 9l5 6m0-6l-5 6" stroke="currentColor" strokeWidth="2" />
        ) : (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
          />
        )}
      </svg>
    </button>
  );
}
