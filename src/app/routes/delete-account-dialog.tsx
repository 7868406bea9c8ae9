import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface DeleteAccountDialogProps {
  onConfirm: () => void;
  onCancel: () => void;
}

/** A real modal dialog (focus trapped, Escape cancels) that says exactly what deletion removes. */
export function DeleteAccountDialog({ onConfirm, onCancel }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby="delete-title" onCancel={onCancel}>
      <h2 id="delete-title">{t('home.delete_title')}</h2>
      <p>{t('home.delete_explanation')}</p>
      <ul>
        <li>{t('home.delete_profile')}</li>
        <li>{t('home.delete_sessions')}</li>
        <li>{t('home.delete_records')}</li>
        <li>{t('home.delete_farms')}</li>
        <li>{t('home.delete_bookings')}</li>
      </ul>
      <p>{t('home.delete_kept')}</p>
      <p>{t('home.delete_final')}</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel} autoFocus>
          {t('home.delete_cancel')}
        </button>
        <button type="button" className="button button--danger-solid" onClick={onConfirm}>
          {t('home.delete_confirm')}
        </button>
      </div>
    </dialog>
  );
}
