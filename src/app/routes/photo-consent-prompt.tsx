import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhotoConsent } from './use-photo-consent.ts';

/**
 * Asked once, after the farmer's first photo: may photos an agronomist has checked be used to make the
 * checker better? Until they answer it counts as no; the answer can be changed in the settings.
 */
export function PhotoConsentPrompt({ photoSent }: { photoSent: boolean }) {
  const { t } = useTranslation('assistant');
  const { allowed, save } = usePhotoConsent();
  const [answer, setAnswer] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const choose = async (value: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      await save(value);
      setAnswer(value);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (answer !== null)
    return (
      <p className="photo-consent" role="status">
        {t(answer ? 'photo_consent.saved_yes' : 'photo_consent.saved_no')}
      </p>
    );
  if (!photoSent || allowed !== null) return null;
  return (
    <section className="photo-consent" aria-labelledby="photo-consent-question">
      <p id="photo-consent-question">{t('photo_consent.question')}</p>
      <div className="photo-consent__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void choose(true)}>
          {t('photo_consent.yes')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void choose(false)}>
          {t('photo_consent.no')}
        </button>
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {t('photo_consent.failed')}
        </p>
      )}
    </section>
  );
}
