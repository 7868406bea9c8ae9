import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '../../../api/api-failure.ts';
import { fetchStaffMe } from '../../../api/staff.ts';
import type { StaffMe } from '../../../contract/staff.ts';
import { StaffSignIn } from './staff-sign-in.tsx';

/**
 * When a staff login ends by itself, the sign-in opens over the desk instead of sending the agronomist
 * to the farmers' chat: the open booking and everything typed stay underneath, ready when they are
 * back. A different account's sign-in is refused here, so nobody else inherits the open booking.
 */
export function StaffSignInAgain({
  me,
  onSignedIn,
}: {
  me: StaffMe;
  onSignedIn: (me: StaffMe | null) => void;
}) {
  const { t } = useTranslation('staff');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const signedIn = async () => {
    try {
      const again = await fetchStaffMe();
      onSignedIn(again.id === me.id ? again : null);
    } catch (error) {
      if (toApiFailure(error).kind === 'detail') onSignedIn(null);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="staff-again"
      aria-labelledby="staff-again-title"
      // Escape would leave an unusable desk behind the sign-in: it stays until the person signs in.
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="staff-again-title">{t('again.title')}</h2>
      <p>{t('again.explain', { person: me.name })}</p>
      <StaffSignIn refused={false} onSignedIn={() => void signedIn()} heading={false} />
    </dialog>
  );
}
