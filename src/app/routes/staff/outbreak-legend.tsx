import { useTranslation } from 'react-i18next';
import type { OutbreakBasis } from '../../../contract/outbreaks.ts';
import { OUTBREAK_CLASSES } from './outbreak-classes.ts';

/** What each colour on the outbreak map means, in words beside its swatch. */
export function OutbreakLegend({ basis, wards }: { basis: OutbreakBasis; wards: boolean }) {
  const { t } = useTranslation('staff');
  return (
    <div className="outbreak-legend">
      <p className="outbreak-legend__title" id="outbreak-legend-title">
        {t('outbreaks.legend.title', { context: basis })}
      </p>
      <ul aria-labelledby="outbreak-legend-title">
        <li>
          <span className="outbreak-swatch outbreak-area--none" aria-hidden="true" />
          {t('outbreaks.legend.none')}
        </li>
        {OUTBREAK_CLASSES.map((step, index) => (
          <li key={step.min}>
            <span className={`outbreak-swatch outbreak-area--${index}`} aria-hidden="true" />
            {step.max === null
              ? t('outbreaks.legend.from', { min: step.min })
              : t('outbreaks.legend.range', { min: step.min, max: step.max })}
          </li>
        ))}
        {wards && (
          <li>
            <span className="outbreak-swatch outbreak-swatch--unmapped" aria-hidden="true" />
            {t('outbreaks.legend.unmapped')}
          </li>
        )}
      </ul>
    </div>
  );
}
