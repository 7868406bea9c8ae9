import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhotoConsent } from './use-photo-consent.ts';

/** In the settings: the photo consent asked after the first photo, changeable at any time. */
export function PhotoConsentSetting() {
  const { t } = useTranslation('assistant');
  const { allowed, save } = usePhotoConsent();
  const [failed, setFailed] = useState(false);
  // The switch moves at once; if saving fails it goes back and says so.
  const [saving, setSaving] = useState<boolean | null>(null);
  const id = useId();
  if (allowed === undefined) return null;
  const change = (value: boolean) => {
    setFailed(false);
    setSaving(value);
    save(value)
      .catch(() => setFailed(true))
      .finally(() => setSaving(null));
  };
  return (
    <div className="photo-consent-setting">
      <input
        id={id}
        type="checkbox"
        checked={saving ?? allowed === true}
        onChange={(event) => change(event.target.checked)}
      />
      <label htmlFor={id}>{t('photo_consent.setting')}</label>
      {failed && (
        <p className="form-error" role="alert">
          {t('photo_consent.failed')}
        </p>
      )}
    </div>
  );
}
