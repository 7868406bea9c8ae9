import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toApiFailure } from '../../../api/api-failure.ts';
import { setEngagementStatus } from '../../../api/staff.ts';
import { messageText } from '../../../chat/message-text.ts';
import { useText } from '../../../chat/use-text.ts';
import { ENGAGEMENT_STATUSES, type EngagementStatus } from '../../../contract/engagement.ts';
import type { StaffEngagement } from '../../../contract/staff.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { formatMoment } from '../../../language/day-format.ts';

/**
 * One request with its status buttons. The pressed button is the status the server answered, never the
 * one clicked: a failed change says so beside the buttons and offers to try again.
 */
export function StaffRequest({
  item,
  onChanged,
}: {
  item: StaffEngagement;
  onChanged: (updated: StaffEngagement) => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const resolve = useText();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ status: EngagementStatus; problem: string } | null>(null);

  const update = async (status: EngagementStatus) => {
    setBusy(true);
    try {
      onChanged(await setEngagementStatus(item.id, status));
      setFailed(null);
    } catch (error) {
      setFailed({ status, problem: messageText(failureMessage(toApiFailure(error)), resolve) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="staff-request">
      <p>
        <strong>{t(`requests.kinds.${item.kind}`)}</strong> ·{' '}
        <Link to={`/staff/requests/${item.id}`}>{item.reference}</Link> ·{' '}
        {formatMoment(item.created_at, i18n.language)}
      </p>
      <p>{[item.name, item.phone_number, item.email].filter(Boolean).join(' · ')}</p>
      <p className="staff-request__details">
        {Object.entries(item.details)
          .filter(([, value]) => value !== null && value !== '')
          .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${String(value)}`)
          .join(' · ')}
      </p>
      <div className="staff-outcome" role="group" aria-label={t('requests.status')}>
        {ENGAGEMENT_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className="button"
            aria-pressed={item.status === status}
            disabled={busy}
            onClick={() => void update(status)}
          >
            {t(`requests.statuses.${status}`)}
          </button>
        ))}
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {t('requests.change_failed', { status: t(`requests.statuses.${failed.status}`) })} {failed.problem}{' '}
          <button type="button" className="button" onClick={() => void update(failed.status)}>
            {t('retry')}
          </button>
        </p>
      )}
    </li>
  );
}
