import './staff-alerts.css';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fetchAlertDrafts } from '../../../api/alerts.ts';
import { ALERT_DRAFT_STATUSES, type AlertDraftStatus } from '../../../contract/alerts.ts';
import { StaffAlertPage } from './staff-alert-page.tsx';
import { StaffAlertThresholds } from './staff-alert-thresholds.tsx';
import { useConditionName } from './use-condition-name.ts';
import { useKeyedLoad } from './use-keyed-load.ts';

/** The thresholds have their own address beside the alerts': /staff/alerts/thresholds. */
export const THRESHOLDS_PATH = 'thresholds';

const statusOf = (value: string | null): AlertDraftStatus =>
  ALERT_DRAFT_STATUSES.find((status) => status === value) ?? 'draft';

/**
 * The outbreak alerts tab (issue 32 §2): the drafts waiting for an agronomist, newest first, or those
 * approved or dropped (/staff/alerts?status=approved); each opens at its own address
 * (/staff/alerts/{id}), where it is edited, approved or dropped. The thresholds that draft them are at
 * /staff/alerts/thresholds.
 */
export function StaffAlerts({ itemId }: { itemId: string | null }) {
  if (itemId === THRESHOLDS_PATH) return <StaffAlertThresholds />;
  if (itemId) return <StaffAlertPage key={itemId} id={itemId} />;
  return <StaffAlertList />;
}

function StaffAlertList() {
  const { t } = useTranslation('staff');
  const conditionName = useConditionName();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const load = useCallback(() => fetchAlertDrafts(status), [status]);
  const { value: drafts, failed } = useKeyedLoad(status, load);

  return (
    <section aria-labelledby="alerts-title">
      <h2 id="alerts-title">{t('alerts.title')}</h2>
      <div className="staff-alerts__bar">
        <nav className="staff-alerts__statuses" aria-label={t('alerts.statuses')}>
          {ALERT_DRAFT_STATUSES.map((value) => (
            <button
              key={value}
              type="button"
              className="button"
              aria-pressed={status === value}
              onClick={() => setParams(value === 'draft' ? {} : { status: value })}
            >
              {t(`alerts.status.${value}`)}
            </button>
          ))}
        </nav>
        <Link className="button" to={`/staff/alerts/${THRESHOLDS_PATH}`}>
          {t('alerts.thresholds.title')}
        </Link>
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {t('load_failed')}
        </p>
      )}
      {!drafts && !failed && <p role="status">{t('loading')}</p>}
      {drafts && (
        <>
          <p role="status">{t(`alerts.count.${status}`, { count: drafts.length })}</p>
          <ul className="staff-queue__list">
            {drafts.map((draft) => (
              <li key={draft.id} className="staff-alerts__item">
                <Link to={`/staff/alerts/${draft.id}`} className="staff-alerts__link">
                  {t('alerts.heading', {
                    condition: conditionName(draft.condition),
                    ward: draft.ward_name,
                  })}
                </Link>
                <p>{t('alerts.cases', { count: draft.farms, day: draft.created_at })}</p>
                <p lang="en">{draft.text_en}</p>
                <p lang="sw">{draft.text_sw}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
