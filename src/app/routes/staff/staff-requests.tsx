import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchEngagements, setEngagementStatus } from '../../../api/staff.ts';
import { ENGAGEMENT_KINDS, ENGAGEMENT_STATUSES, type EngagementKind } from '../../../contract/engagement.ts';
import type { StaffEngagement } from '../../../contract/staff.ts';
import { formatMoment } from '../../../language/day-format.ts';

/** Pre-bookings, trial requests, enquiries and feedback, newest first; each with a status to work by. */
export function StaffRequests() {
  const { t, i18n } = useTranslation('staff');
  const [kind, setKind] = useState<EngagementKind | ''>('');
  const [items, setItems] = useState<StaffEngagement[] | null>(null);
  const [failed, setFailed] = useState(false);
  const kindId = useId();

  useEffect(() => {
    let active = true;
    fetchEngagements(kind || undefined)
      .then((list) => active && (setItems(list.results), setFailed(false)))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [kind]);

  const update = async (item: StaffEngagement, status: string) => {
    await setEngagementStatus(item.id, status).catch(() => setFailed(true));
    setItems(
      (list) =>
        list?.map((entry) =>
          entry.id === item.id ? { ...entry, status: status as StaffEngagement['status'] } : entry,
        ) ?? null,
    );
  };

  return (
    <section aria-labelledby="requests-title">
      <h2 id="requests-title">{t('requests.title')}</h2>
      <label htmlFor={kindId}>{t('requests.kind')}</label>{' '}
      <select
        id={kindId}
        className="staff-select"
        value={kind}
        onChange={(e) => setKind(e.target.value as EngagementKind | '')}
      >
        <option value="">{t('requests.all')}</option>
        {ENGAGEMENT_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`requests.kinds.${value}`)}
          </option>
        ))}
      </select>
      {failed && (
        <p className="form-error" role="alert">
          {t('load_failed')}
        </p>
      )}
      <ul className="staff-queue__list">
        {items?.map((item) => (
          <li key={item.id} className="staff-request">
            <p>
              <strong>{t(`requests.kinds.${item.kind}`)}</strong> · {item.reference} ·{' '}
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
                  onClick={() => void update(item, status)}
                >
                  {t(`requests.statuses.${status}`)}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
