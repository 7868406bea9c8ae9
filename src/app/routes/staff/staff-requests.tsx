import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchEngagements } from '../../../api/staff.ts';
import { ENGAGEMENT_KINDS, type EngagementKind } from '../../../contract/engagement.ts';
import type { StaffEngagement, StaffEngagementList } from '../../../contract/staff.ts';
import { StaffRequest } from './staff-request.tsx';

/** Pre-bookings, trial requests, enquiries and feedback, newest first and paged like the queue. */
export function StaffRequests() {
  const { t } = useTranslation('staff');
  const [kind, setKind] = useState<EngagementKind | ''>('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<StaffEngagementList | null>(null);
  const [failed, setFailed] = useState(false);
  const kindId = useId();

  useEffect(() => {
    let active = true;
    fetchEngagements(kind || undefined, page)
      .then((result) => active && (setList(result), setFailed(false)))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [kind, page]);

  const changed = (updated: StaffEngagement) =>
    setList(
      (current) =>
        current && {
          ...current,
          results: current.results.map((entry) => (entry.id === updated.id ? updated : entry)),
        },
    );

  return (
    <section aria-labelledby="requests-title">
      <h2 id="requests-title">{t('requests.title')}</h2>
      <label htmlFor={kindId}>{t('requests.kind')}</label>{' '}
      <select
        id={kindId}
        className="staff-select"
        value={kind}
        onChange={(e) => (setKind(e.target.value as EngagementKind | ''), setPage(1))}
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
      {list && (
        <>
          <p role="status">{t('requests.count', { count: list.count, page })}</p>
          <ul className="staff-queue__list">
            {list.results.map((item) => (
              <StaffRequest key={item.id} item={item} onChanged={changed} />
            ))}
          </ul>
          <div className="staff-queue__pages">
            <button
              type="button"
              className="button"
              disabled={!list.previous}
              onClick={() => setPage(page - 1)}
            >
              {t('previous')}
            </button>
            <button type="button" className="button" disabled={!list.next} onClick={() => setPage(page + 1)}>
              {t('next')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
