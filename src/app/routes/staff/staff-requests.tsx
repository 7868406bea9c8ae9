import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchEngagements } from '../../../api/staff.ts';
import { ENGAGEMENT_KINDS, type EngagementKind } from '../../../contract/engagement.ts';
import type { StaffEngagement, StaffEngagementList } from '../../../contract/staff.ts';
import { StaffRequest } from './staff-request.tsx';
import { StaffPages } from './staff-pages.tsx';

const kindOf = (value: string | null): EngagementKind | '' =>
  ENGAGEMENT_KINDS.find((kind) => kind === value) ?? '';

/**
 * Pre-bookings, trial requests, enquiries and feedback, newest first and paged like the queue. The kind
 * and page are in the address (/staff/requests?kind=enquiry&page=2), so Back from a request returns here.
 */
export function StaffRequests() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const show = (next: { kind: EngagementKind | ''; page: number }) =>
    setParams(
      Object.fromEntries(
        Object.entries({ kind: next.kind, page: next.page > 1 ? String(next.page) : '' }).filter(
          ([, value]) => value,
        ),
      ),
    );
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
        onChange={(e) => show({ kind: kindOf(e.target.value), page: 1 })}
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
          <StaffPages list={list} page={page} onPage={(p) => show({ kind, page: p })} />
        </>
      )}
    </section>
  );
}
