import { useTranslation } from 'react-i18next';
import type { Pest } from '../../contract/library.ts';
import { hasProducts } from '../../conversation/cards/advice-card-data.ts';
import { AdviceOption, useIngredientName, usePhiText } from './advice-option.tsx';
import { AdviceList } from './advice-overview.tsx';

/** Integrated pest management in its order: farming practice, resistant varieties, biological, then chemical. */
export function AdviceControl({ entry }: { entry: Pest }) {
  const { t } = useTranslation('advice');
  const step = (title: string, lines: string[]) =>
    lines.length > 0 ? <AdviceList title={title} lines={lines} /> : null;
  return (
    <>
      <h3 className="advice-name">{t('card.control')}</h3>
      {step(t('card.step_cultural'), entry.cultural)}
      {step(t('card.step_resistant'), entry.resistant)}
      {step(t('card.step_biological'), entry.biological)}
      {entry.biological_products.length > 0 && (
        <ul className="advice-list">
          {entry.biological_products.map((option) => (
            <AdviceOption key={option.slug} option={option} />
          ))}
        </ul>
      )}
      <p className="card__title">{t('card.step_chemical')}</p>
      {entry.chemical_options.length === 0 ? (
        <p>{t('card.no_chemical')}</p>
      ) : (
        <>
          <ul className="advice-list">
            {entry.chemical_options.map((option) => (
              <AdviceOption key={option.slug} option={option} />
            ))}
          </ul>
          <p className="card__detail">{t('card.actives_only')}</p>
        </>
      )}
      {entry.not_allowed.length > 0 && (
        <p className="advice-caution">{t('card.not_allowed', { names: entry.not_allowed.join(', ') })}</p>
      )}
      {hasProducts(entry) && <p className="advice-pcpb">{t('card.pcpb')}</p>}
    </>
  );
}

const PPE = ['card.ppe_1', 'card.ppe_2', 'card.ppe_3', 'card.ppe_4'] as const;
const EXPOSURE = ['card.exposure_1', 'card.exposure_2', 'card.exposure_3', 'card.exposure_4'] as const;

/** "Is it safe?": the waiting time before harvest for each product, protective equipment, and what to do on exposure. */
export function AdviceSafety({ entry }: { entry: Pest }) {
  const { t } = useTranslation('advice');
  const phiText = usePhiText();
  const ingredientName = useIngredientName();
  const products = [...entry.biological_products, ...entry.chemical_options];
  return (
    <>
      <h3 className="advice-name">{t('card.safety')}</h3>
      <p className="card__title">{t('card.safety_harvest')}</p>
      {products.length === 0 ? (
        <p>{t('card.safety_none')}</p>
      ) : (
        <ul className="advice-list">
          {products.map((option) => (
            <li key={option.slug}>
              <strong>{ingredientName(option)}</strong>: {phiText(option)}
            </li>
          ))}
        </ul>
      )}
      <AdviceList title={t('card.ppe')} lines={PPE.map((key) => t(key))} />
      <AdviceList title={t('card.exposure')} lines={EXPOSURE.map((key) => t(key))} />
      {products.length > 0 && <p className="advice-pcpb">{t('card.pcpb')}</p>}
    </>
  );
}
