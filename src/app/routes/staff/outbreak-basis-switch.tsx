import { useTranslation } from 'react-i18next';
import { OUTBREAK_BASES, type OutbreakBasis } from '../../../contract/outbreaks.ts';

/**
 * Which cases the map counts: those an agronomist confirmed, the likely ones from photo checks
 * (sooner and many more, but unchecked), or the Community questions an agronomist labelled. Radio buttons, so the choice and its meaning are read out.
 */
export function OutbreakBasisSwitch({
  basis,
  onChange,
}: {
  basis: OutbreakBasis;
  onChange: (basis: OutbreakBasis) => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <fieldset className="outbreaks__basis">
      <legend>{t('outbreaks.basis.label')}</legend>
      {OUTBREAK_BASES.map((option) => (
        <label key={option} className="outbreaks__basis-choice">
          <input
            type="radio"
            name="outbreak-basis"
            value={option}
            checked={basis === option}
            onChange={() => onChange(option)}
          />
          {t(`outbreaks.basis.${option}`)}
        </label>
      ))}
      {basis !== 'confirmed' && <p className="outbreaks__basis-hint">{t(`outbreaks.basis.${basis}_hint`)}</p>}
    </fieldset>
  );
}
