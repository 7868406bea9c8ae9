import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffAccounts } from './staff-accounts.tsx';
import { StaffBooking } from './staff-booking.tsx';
import { StaffQueue } from './staff-queue.tsx';
import { StaffRequests } from './staff-requests.tsx';
import { StaffUploads } from './staff-uploads.tsx';
import type { StaffRole } from '../../../contract/staff.ts';

type View = 'callbacks' | 'requests' | 'accounts' | 'uploads';

/** The tabs each role may use: the server refuses the others' calls, so they are not shown. */
const VIEWS: Record<StaffRole, readonly View[]> = {
  staff: ['callbacks', 'requests'],
  grievance_officer: ['callbacks', 'requests'],
  admin: ['callbacks', 'requests', 'accounts'],
  data_manager: ['uploads'],
};

/**
 * The callback queue and the other requests; a booking opens beside the queue (on a phone, instead of it).
 * Admins also get the accounts tab, data managers only the uploads.
 */
export function StaffWorkspace({ role }: { role: StaffRole }) {
  const { t } = useTranslation('staff');
  const views = VIEWS[role];
  const [view, setView] = useState<View>(views[0]!);
  const [openId, setOpenId] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);

  return (
    <>
      <nav className="staff-tabs" aria-label={t('tabs.label')}>
        {views.map((name) => (
          <button
            key={name}
            type="button"
            className="button"
            aria-pressed={view === name}
            onClick={() => setView(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </nav>
      {view === 'uploads' ? (
        <StaffUploads />
      ) : view === 'accounts' ? (
        <StaffAccounts />
      ) : view === 'requests' ? (
        <StaffRequests />
      ) : (
        <div className={`staff-workspace${openId ? ' staff-workspace--open' : ''}`}>
          <StaffQueue selected={openId} onOpen={setOpenId} refresh={refresh} />
          {openId && (
            <div className="staff-workspace__detail">
              <button type="button" className="button staff-workspace__back" onClick={() => setOpenId(null)}>
                {t('back_to_queue')}
              </button>
              <StaffBooking key={openId} id={openId} onChanged={() => setRefresh((n) => n + 1)} />
            </div>
          )}
        </div>
      )}
    </>
  );
}
