import { isAxiosError } from 'axios';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/api-client.ts';
import { toApiFailure } from '../../api/api-failure.ts';
import { failureMessage } from '../../conversation/failure-message.ts';
import type { MessageBody } from '../../conversation/chat-message.ts';
import { messageText } from '../../chat/message-text.ts';
import { useText } from '../../chat/use-text.ts';
import { disableKiosk, kioskDevice } from './kiosk-mode.ts';

/** Staff only: the PIN turns kiosk mode off on this device. */
export function KioskExit() {
  const { t } = useTranslation('assistant');
  const resolve = useText();
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<MessageBody | null>(null);
  // Each refusal is a new alert, so a second wrong PIN is announced and seen, not mistaken for the prompt.
  const [refusals, setRefusals] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await apiClient.post('kiosk/unlock/', { pin, device: kioskDevice() });
      disableKiosk();
      window.location.assign('/auth');
    } catch (error) {
      // A PIN of the wrong shape is as wrong as any other: staff are told "not correct", not a format rule.
      const status = isAxiosError(error) ? error.response?.status : undefined;
      const wrong = status === 403 || status === 400;
      setProblem(
        wrong
          ? { kind: 'literal', text: t('kiosk.pin_wrong', { count: refusals + 1 }) }
          : failureMessage(toApiFailure(error)),
      );
      setRefusals(refusals + 1);
      setPin('');
      inputRef.current?.focus();
    }
  };

  if (!open) {
    return (
      <button type="button" className="button kiosk-bar__exit" onClick={() => setOpen(true)}>
        {t('kiosk.exit')}
      </button>
    );
  }
  return (
    <form className="kiosk-exit" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>{t('kiosk.pin_label')}</label>
      <input
        ref={inputRef}
        id={inputId}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
      />
      <button type="submit" className="button">
        {t('kiosk.exit')}
      </button>
      {problem && (
        <p key={refusals} id={errorId} role="alert" className="form-error">
          {messageText(problem, resolve)}
        </p>
      )}
    </form>
  );
}
