import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canReadAloud, type SpeechRate } from '../../chat/read-aloud.ts';
import { setSpeechRate, useSpeechRate } from '../../chat/speech-settings.ts';

/** Reading speed for the speaker buttons; hidden where the browser cannot read aloud. */
export function SpeechRateControl() {
  const { t } = useTranslation('assistant');
  const rate = useSpeechRate();
  const id = useId();
  if (!canReadAloud()) return null;
  return (
    <div className="speech-rate">
      <label htmlFor={id}>{t('speech_rate')}</label>{' '}
      <select id={id} value={rate} onChange={(event) => setSpeechRate(event.target.value as SpeechRate)}>
        <option value="slow">{t('speech_rate_slow')}</option>
        <option value="normal">{t('speech_rate_normal')}</option>
      </select>
    </div>
  );
}
