import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  onAnswersChange,
  rememberAnswers,
  rememberedAnswers,
} from '../../conversation/photo/remembered-answers.ts';
import { PROVIDERS } from '../../machines/flows/diagnosis/messages.ts';

/** What a plant check remembers on this phone (place, mobile network), to change or to be asked again. */
export function CheckAnswersControl() {
  const { t } = useTranslation('diagnosis');
  const answers = useSyncExternalStore(onAnswersChange, rememberedAnswers, rememberedAnswers);
  const id = useId();
  const place =
    answers.place === undefined
      ? t('settings.place_unasked')
      : answers.place === null
        ? t('settings.place_skipped')
        : (answers.place.name ?? t('settings.place_shared'));
  return (
    <fieldset className="check-answers">
      <legend>{t('settings.title')}</legend>
      <p>{t('settings.place', { place })}</p>
      {answers.place !== undefined && (
        <button type="button" className="button" onClick={() => rememberAnswers({ place: undefined })}>
          {t('settings.ask_place_again')}
        </button>
      )}
      <label htmlFor={id}>{t('settings.provider')}</label>
      <select
        id={id}
        value={answers.provider ?? ''}
        onChange={(event) => rememberAnswers({ provider: event.target.value || null })}
      >
        <option value="">{t('settings.provider_none')}</option>
        {PROVIDERS.map((provider) => (
          <option key={provider} value={provider}>
            {t(`provider.${provider}`)}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
