import { useTranslation } from 'react-i18next';
import type { FertilizerCardData } from '../../conversation/cards/fertilizer-card-data.ts';

/**
 * "How much fertilizer?": per product its rate, what to buy for the farm (kg and 50 kg bags), when and
 * how to apply it, and where the advice comes from with how sure it is. Rows of one option group are
 * used together, so each group is headed as one option.
 */
export function FertilizerCard({ data }: { data: FertilizerCardData }) {
  const { t, i18n } = useTranslation(['farms', 'calendar']);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const crop = t(`calendar:crop.${data.crop}` as never);
  const stage = t(`farms:fertilizer.stage.${data.stage}` as never);
  return (
    <div className="card card--fertilizer">
      <p className="card__title">
        {data.farm
          ? t('farms:fertilizer.card.title_farm', { crop, stage, farm: data.farm })
          : t('farms:fertilizer.card.title', { crop, stage })}
      </p>
      {data.acres !== null && (
        <p className="card__detail">
          {t('farms:fertilizer.card.for_area', { acres: number.format(data.acres) })}
        </p>
      )}
      {data.scope === 'general' && <p className="card__detail">{t('farms:fertilizer.card.general')}</p>}
      <ul className="fertilizer-rows">
        {data.rows.map((row) => (
          <li key={row.id} className="fertilizer-row">
            {row.option_group && (
              <p className="card__detail">{t('farms:fertilizer.card.option', { group: row.option_group })}</p>
            )}
            <p className="card__title">{row.grade ? `${row.fertilizer} (${row.grade})` : row.fertilizer}</p>
            {row.rate_kg_per_acre !== null && (
              <p>{t('farms:fertilizer.card.rate', { kg: number.format(row.rate_kg_per_acre) })}</p>
            )}
            {row.quantity ? (
              <p>
                <strong>
                  {t('farms:fertilizer.card.buy', {
                    kg: number.format(row.quantity.kg),
                    bags: number.format(row.quantity.bags_50kg),
                  })}
                </strong>
              </p>
            ) : (
              <p className="card__detail">{t('farms:fertilizer.card.size_unknown')}</p>
            )}
            {row.timing_method && <p>{row.timing_method}</p>}
            <p className="card__detail">
              {t('farms:fertilizer.card.source', {
                region: row.region_or_soil,
                source: row.source,
                confidence: t(`farms:fertilizer.confidence.${row.confidence}` as never),
              })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
