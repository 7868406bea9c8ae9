import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { StaffAccounts } from './staff-accounts.tsx';
import { StaffCommunityLabels } from './staff-community-labels.tsx';
import { StaffModeration } from './staff-moderation.tsx';
import { StaffModerationPage } from './staff-moderation-page.tsx';
import { BOOKING_ACTIONS_ID, StaffBooking } from './staff-booking.tsx';
import { StaffQueue } from './staff-queue.tsx';
import { StaffRequestPage } from './staff-request-page.tsx';
import { StaffRequests } from './staff-requests.tsx';
import { StaffSearchForm, StaffSearchResults } from './staff-search.tsx';
import { StaffUploads } from './staff-uploads.tsx';
import { useStaffShortcuts } from './use-staff-shortcuts.ts';
import { POST_KINDS } from '../../../contract/community-moderation.ts';
import type { StaffRole } from '../../../contract/staff.ts';

type View =
  | 'callbacks'
  | 'requests'
  | 'accounts'
  | 'uploads'
  | 'outbreaks'
  | 'alerts'
  | 'insights'
  | 'moderation'
  | 'community';

// The outbreak map and its drawing code load only when its tab is opened: the desk's other pages never need them.
const StaffOutbreaks = lazy(() =>
  import('./staff-outbreaks.tsx').then((m) => ({ default: m.StaffOutbreaks })),
);
// The weekly dashboard likewise loads only with its tab.
const StaffInsights = lazy(() => import('./staff-insights.tsx').then((m) => ({ default: m.StaffInsights })));
// And the outbreak alerts (/staff/alerts, /staff/alerts/{id}, /staff/alerts/thresholds) with theirs.
const StaffAlerts = lazy(() => import('./staff-alerts.tsx').then((m) => ({ default: m.StaffAlerts })));

/** The tabs each role may use: the server refuses the others' calls, so they are not shown. */
const VIEWS: Record<StaffRole, readonly View[]> = {
  staff: ['callbacks', 'requests', 'outbreaks', 'alerts', 'insights', 'community'],
  grievance_officer: ['callbacks', 'requests', 'moderation'],
  admin: ['callbacks', 'requests', 'outbreaks', 'alerts', 'insights', 'accounts', 'moderation', 'community'],
  data_manager: ['uploads'],
};

/**
 * The callback queue and the other requests; a booking opens beside the queue (on a phone, instead of it).
 * Agronomists and admins also get the outbreak map, the weekly insights (/staff/insights) and the Community questions to label (/staff/community), admins the accounts tab, data managers only the
 * uploads; the grievance officer (and admins) the Community's moderation queue. Each tab, booking,
 * request, account and reported post has its own address under /staff (/staff/callbacks/{id},
 * /staff/requests/{id}, /staff/accounts/{id}, /staff/moderation/{kind}/{id}, /staff/outbreaks?county=…),
 * so a link, Back and a reload land on the same place.
 */
export function StaffWorkspace({ role }: { role: StaffRole }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const [section = '', itemId, subId] = (useParams()['*'] ?? '').split('/');
  const postKind = POST_KINDS.find((kind) => kind === itemId);
  const views = VIEWS[role];
  // Whoever works the queue may search it (and the requests); a search has its own address too.
  const searches = views.includes('callbacks');
  const searching = searches && section === 'search';
  const searched = useSearchParams()[0].get('q');
  const view = views.find((name) => name === section) ?? views[0]!;
  const openId = !searching && view === 'callbacks' && itemId ? itemId : null;
  const [refresh, setRefresh] = useState(0);
  const [listed, setListed] = useState<string[]>([]);
  const go = useCallback((path: string) => void navigate(`/staff/${path}`), [navigate]);
  useStaffShortcuts(
    useCallback(
      (step: 1 | -1) => {
        if (searching || view !== 'callbacks' || !listed.length) return;
        const at = openId ? listed.indexOf(openId) : -1;
        const next = listed[Math.min(listed.length - 1, Math.max(0, at + step))];
        if (next && next !== openId) go(`callbacks/${next}`);
      },
      [searching, view, listed, openId, go],
    ),
  );

  return (
    <>
      {openId && (
        <a className="staff-skip" href={`#${BOOKING_ACTIONS_ID}`}>
          {t('skip_to_booking')}
        </a>
      )}
      <div className="staff-desk-bar">
        <nav className="staff-tabs" aria-label={t('tabs.label')}>
          {views.map((name) => (
            <button
              key={name}
              type="button"
              className="button"
              aria-pressed={!searching && view === name}
              onClick={() => go(name)}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </nav>
        {searches && <StaffSearchForm key={searching ? `search:${searched}` : 'other'} />}
      </div>
      {searching ? (
        <StaffSearchResults />
      ) : view === 'outbreaks' ? (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <StaffOutbreaks />
        </Suspense>
      ) : view === 'alerts' ? (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <StaffAlerts itemId={itemId ?? null} />
        </Suspense>
      ) : view === 'insights' ? (
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <StaffInsights />
        </Suspense>
      ) : view === 'moderation' && postKind && subId ? (
        <StaffModerationPage key={subId} kind={postKind} id={subId} />
      ) : view === 'community' ? (
        <StaffCommunityLabels />
      ) : view === 'moderation' ? (
        <StaffModeration />
      ) : view === 'uploads' ? (
        <StaffUploads />
      ) : view === 'accounts' ? (
        <StaffAccounts accountId={itemId ?? null} />
      ) : view === 'requests' && itemId ? (
        <StaffRequestPage key={itemId} id={itemId} />
      ) : view === 'requests' ? (
        <StaffRequests />
      ) : (
        <div className={`staff-workspace${openId ? ' staff-workspace--open' : ''}`}>
          <StaffQueue
            selected={openId}
            onOpen={(id) => go(`callbacks/${id}`)}
            refresh={refresh}
            onListed={setListed}
          />
          {openId && (
            <div className="staff-workspace__detail">
              <button type="button" className="button staff-workspace__back" onClick={() => go('callbacks')}>
                {t('back_to_queue')}
              </button>
              <StaffBooking key={openId} id={openId} onChanged={() => setRefresh((n) => n + 1)} />
              <p className="staff-form__hint">{t('shortcuts')}</p>
            </div>
          )}
        </div>
      )}
    </>
  );
}
