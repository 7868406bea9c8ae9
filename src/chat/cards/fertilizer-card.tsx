import { useTranslation } from 'react-i18next';
import type { Nutrient } from '../../contract/nutrient.ts';
import type { FertilizerCardData } from '../../conversation/cards/fertilizer-card-data.ts';
import { useSourceNames } from './use-source-names.ts';

/** A product's key under `farms:fertilizer.product`: "SA (ammonium sulphate)" → `sa_ammonium_sulphate`. */
const productKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * "How much fertilizer?": per product its rate, what to buy for the farm (kg and 50 kg bags), when and
 * how to apply it, and who stands behind the advice (an institution, never a news site) with how sure it is. Rows of one option group are
 * used together, so each group is headed as one option. What the card knows as facts is worded
 * through i18next; the rows' own notes come in the reader's language from the data (`*_sw`), and a
 * note with no Swahili is left out of a Swahili screen rather than shown in English.
 */
export function FertilizerCard({ data }: { data: FertilizerCardData }) {
  const { t, i18n } = useTranslation(['farms', 'calendar']);
  const sourceNames = useSourceNames();
  const swahili = (i18n.resolvedLanguage ?? i18n.language) === 'sw';
  const inReaderLanguage = (english: string | null, inSwahili: string | null) =>
    swahili ? inSwahili : english;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const crop = t(`calendar:crop.${data.crop}` as never);
  const stage = t(`farms:fertilizer.stage.${data.stage}` as never);
  const product = (row: Nutrient) => {
    const name = t(`farms:fertilizer.product.${productKey(row.fertilizer)}` as never, {
      defaultValue: row.fertilizer,
    });
    return row.grade ? `${name} (${row.grade})` : name;
  };
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
        {data.rows.map((row) => {
          const timing = inReaderLanguage(row.timing_method, row.timing_method_sw);
          const region = inReaderLanguage(row.region_or_soil, row.region_or_soil_sw);
          const source =
            sourceNames(row.source, inReaderLanguage(row.source, row.source_sw)).join(', ') || null;
          const confidence = t(`farms:fertilizer.confidence.${row.confidence}` as never);
          return (
            <li key={row.id} className="fertilizer-row">
              {row.option_group && (
                <p className="card__detail">
                  {t('farms:fertilizer.card.option', {
                    group: t(`farms:fertilizer.option_group.${row.option_group}` as never, {
                      defaultValue: row.option_group,
                    }),
                  })}
                </p>
              )}
              <p className="card__title">{product(row)}</p>
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
              {timing && <p>{timing}</p>}
              <p className="card__detail">
                {region && source
                  ? t('farms:fertilizer.card.source', { region, source, confidence })
                  : t('farms:fertilizer.card.confidence_only', { confidence })}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
