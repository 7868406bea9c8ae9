import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedLocation } from '../conversation/cards/card-payloads.ts';
import type { InputRequest } from '../conversation/chat-message.ts';
import { inputAttributes } from './input-attributes.ts';
import type { PreparedPhoto } from '../conversation/photo/prepared-photo.ts';
import { loadInputCheck, useInputCheck } from './use-input-check.ts';
import { useText } from './use-text.ts';

// Asked for only by some questions, never on a first screen, and heavy (the place list's API calls,
// the photo drop zone, the typed-date rules, the location request).
const DatePick = lazy(() => import('./date-pick.tsx').then((m) => ({ default: m.DatePick })));
const PlacePicker = lazy(() => import('./place-picker.tsx').then((m) => ({ default: m.PlacePicker })));
const PhotoInput = lazy(() => import('./photo-input.tsx').then((m) => ({ default: m.PhotoInput })));
const LocationButton = lazy(() =>
  import('./location-button.tsx').then((m) => ({ default: m.LocationButton })),
);

interface ComposerProps {
  request: InputRequest | null;
  disabled: boolean;
  /** `shown` is what the transcript echoes: the value itself, or dots for a secret. */
  onSend: (value: string, shown: string) => void;
  onLocation?: (location: SharedLocation) => void;
  onPhotos?: (photos: PreparedPhoto[]) => void;
}

const FREE_TEXT: InputRequest = {
  kind: 'text',
  label: { key: 'chat:composer_label' },
};

/** One input that becomes whatever the conversation is asking for: a phone keyboard, a password, a code. */
export function Composer({ request, disabled, onSend, onLocation, onPhotos }: ComposerProps) {
  const { t } = useTranslation('chat');
  const resolve = useText();
  const current = request ?? FREE_TEXT;
  const rule = inputAttributes(current.kind);
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const check = useInputCheck(value.length > 0 || touched);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const inputId = useId();

  // Each question gets a fresh composer (the chat keys it by question), ready for typing.
  useEffect(() => {
    if (!disabled) inputRef.current?.focus({ preventScroll: true });
  }, [disabled]);

  const problem = check && (value.length > 0 || touched) ? check(current.kind, value) : null;

  const send = (checkValue: NonNullable<typeof check>) => {
    if (checkValue(current.kind, value)) return;
    onSend(value, rule.secret ? '•'.repeat(8) : value.trim());
    // Sent words live in the transcript (a secret only as dots); the box must not keep a password.
    setValue('');
    setTouched(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (disabled) return;
    // Sent at once when the checks are here; words sent in the first moments wait for them.
    if (check) send(check);
    else void loadInputCheck().then(send);
  };

  if (current.kind === 'place') {
    return (
      <Suspense fallback={null}>
        <PlacePicker disabled={disabled} onSend={onSend} onLocation={onLocation} />
      </Suspense>
    );
  }
  if (current.kind === 'photo' && onPhotos) {
    return (
      <Suspense fallback={null}>
        <PhotoInput request={current} disabled={disabled} onPhotos={onPhotos} />
      </Suspense>
    );
  }

  return (
    <form className="composer" onSubmit={submit} noValidate>
      {current.acceptsLocation && onLocation && !disabled && (
        <Suspense fallback={null}>
          <LocationButton onLocation={onLocation} />
        </Suspense>
      )}
      {current.kind === 'date' && !disabled && (
        <Suspense fallback={null}>
          <DatePick onSend={onSend} />
        </Suspense>
      )}
      <label htmlFor={inputId} className="composer__label">
        {resolve(current.label)}
      </label>
      <div className="composer__row">
        <input
          ref={inputRef}
          id={inputId}
          className="composer__input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => value && setTouched(true)}
          type={rule.attributes.type}
          inputMode={rule.attributes.inputMode}
          autoComplete={rule.attributes.autoComplete}
          maxLength={rule.attributes.maxLength}
          autoCapitalize={current.kind === 'name' ? 'words' : 'off'}
          spellCheck={current.kind === 'text'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          disabled={disabled}
        />
        <button type="submit" className="button button--primary composer__send" disabled={disabled}>
          {t('send')}
        </button>
      </div>
      {problem && (
        <p id={errorId} className="composer__error" role="alert">
          {resolve(problem)}
        </p>
      )}
    </form>
  );
}
