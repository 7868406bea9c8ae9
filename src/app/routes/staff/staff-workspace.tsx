import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffAccounts } from './staff-accounts.tsx';
import { StaffBooking } from './staff-booking.tsx';
import { StaffQueue } from './staff-queue.tsx';
import { StaffRequests } from './staff-requests.tsx';

/**
 * The callback queue and the other requests; a booking opens beside the queue (on a phone, instead of it).
 * Admins also get the accounts tab: the server refuses its calls to anyone else, so others never see it.
 */
export function StaffWorkspace({ admin }: { admin: boolean }) {
  const { t } = useTranslation('staff');
  const [view, setView] = useState<'callbacks' | 'requests' | 'accounts'>('callbacks');
  const [openId, setOpenId] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);

  return (
    <>
      <nav className="staff-tabs" aria-label={t('tabs.label')}>
        {(admin
          ? (['callbacks', 'requests', 'accounts'] as const)
          : (['callbacks', 'requests'] as const)
        ).map((name) => (
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
      {view === 'accounts' ? (
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
