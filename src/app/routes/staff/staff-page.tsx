import './staff.css';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '../../../api/api-failure.ts';
import { logOut } from '../../../api/accounts.ts';
import { isLoggedIn, SIGNED_OUT_EVENT } from '../../../api/session-store.ts';
import { fetchStaffMe } from '../../../api/staff.ts';
import type { StaffMe } from '../../../contract/staff.ts';
import { StaffSignIn } from './staff-sign-in.tsx';
import { StaffSignInAgain } from './staff-sign-in-again.tsx';
import { StaffWorkspace } from './staff-workspace.tsx';
import { forgetStaffDrafts } from './use-staff-draft.ts';

type Who =
  | { state: 'checking' }
  | { state: 'signed_out'; refused: boolean }
  | { state: 'staff'; me: StaffMe }
  /** The login ended by itself (revoked, or past its 30 days): the desk stays as it was under the sign-in. */
  | { state: 'ended'; me: StaffMe };

/** /staff: a plain page, not the chat, where staff sign in with the same login and work the queue. */
export function StaffPage() {
  const { t } = useTranslation('staff');
  const [who, setWho] = useState<Who>(() =>
    isLoggedIn() ? { state: 'checking' } : { state: 'signed_out', refused: false },
  );

  const check = useCallback(
    () =>
      fetchStaffMe()
        .then((me) => setWho({ state: 'staff', me }))
        .catch((error: unknown) => {
          const failure = toApiFailure(error);
          setWho({ state: 'signed_out', refused: failure.kind === 'detail' && failure.status === 403 });
        }),
    [],
  );

  useEffect(() => {
    if (isLoggedIn()) void check();
  }, [check]);

  useEffect(() => {
    const ended = () =>
      setWho((current) => (current.state === 'staff' ? { state: 'ended', me: current.me } : current));
    window.addEventListener(SIGNED_OUT_EVENT, ended);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, ended);
  }, []);

  const signOut = async () => {
    await logOut();
    forgetStaffDrafts();
    setWho({ state: 'signed_out', refused: false });
  };

  return (
    <section className="staff-page" aria-labelledby="staff-title">
      <div className="staff-page__bar">
        <h1 id="staff-title">{t('title')}</h1>
        {who.state === 'staff' && (
          <p className="staff-page__who">
            {t('signed_in_as', { name: who.me.name, role: t(`role.${who.me.role}`) })}{' '}
            <button type="button" className="button" onClick={() => void signOut()}>
              {t('sign_out')}
            </button>
          </p>
        )}
      </div>
      {who.state === 'checking' && <p role="status">{t('loading')}</p>}
      {who.state === 'signed_out' && <StaffSignIn refused={who.refused} onSignedIn={() => void check()} />}
      {(who.state === 'staff' || who.state === 'ended') && <StaffWorkspace role={who.me.role} />}
      {who.state === 'ended' && (
        <StaffSignInAgain
          me={who.me}
          onSignedIn={(me) => setWho(me ? { state: 'staff', me } : { state: 'signed_out', refused: true })}
        />
      )}
    </section>
  );
}
