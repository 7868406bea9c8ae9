import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '../../../api/api-failure.ts';
import { setCallbackStatus } from '../../../api/staff.ts';
import { messageText } from '../../../chat/message-text.ts';
import { useText } from '../../../chat/use-text.ts';
import type { STAFF_OUTCOMES, StaffCallback } from '../../../contract/staff.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';

type Outcome = (typeof STAFF_OUTCOMES)[number];
/** A call's usual outcomes first, in the order they happen; each with its key (see use-staff-shortcuts). */
const IN_CALL_ORDER: readonly { outcome: Outcome; key?: string }[] = [
  { outcome: 'called', key: 'c' },
  { outcome: 'no_answer', key: 'u' },
  { outcome: 'resolved', key: 'r' },
  { outcome: 'scheduled' },
  { outcome: 'new' },
];

/**
 * The outcome buttons. The pressed one is the status the server answered, never merely the one
 * clicked: a failed click says so and offers to try the same outcome again.
 */
export function StaffOutcome({
  booking,
  onSaved,
}: {
  booking: StaffCallback;
  onSaved: (updated: StaffCallback) => void;
}) {
  const { t } = useTranslation('staff');
  const resolve = useText();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ outcome: Outcome; problem: string } | null>(null);

  const save = async (outcome: Outcome) => {
    setBusy(true);
    try {
      onSaved(await setCallbackStatus(booking.id, outcome));
      setFailed(null);
    } catch (error) {
      setFailed({ outcome, problem: messageText(failureMessage(toApiFailure(error)), resolve) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="staff-outcome" aria-busy={busy}>
      <legend>{t('booking.outcome')}</legend>
      {IN_CALL_ORDER.map(({ outcome, key }) => (
        <button
          key={outcome}
          type="button"
          className="button"
          data-shortcut={key}
          aria-keyshortcuts={key?.toUpperCase()}
          aria-pressed={booking.status === outcome}
          disabled={busy}
          onClick={() => void save(outcome)}
        >
          {t(`status.${outcome}`)}
        </button>
      ))}
      {failed && (
        <p className="form-error" role="alert">
          {t('booking.outcome_failed', { outcome: t(`status.${failed.outcome}`) })} {failed.problem}{' '}
          <button type="button" className="button" onClick={() => void save(failed.outcome)}>
            {t('retry')}
          </button>
        </p>
      )}
    </fieldset>
  );
}
