import './callback-card.css';
import { useTranslation } from 'react-i18next';
import { slotTimeFormat } from '../../contract/slot-time.ts';
import type { CallbackCardData } from '../../conversation/cards/callback-card-data.ts';

/** The booking read back: every answer in the current language, and the diagnosis case when one is attached. */
export function CallbackCard({ data }: { data: CallbackCardData }) {
  const { t, i18n } = useTranslation(['talk', 'diagnosis', 'calendar']);
  // The case keeps ids ("maize", "maize__northern_leaf_blight"); the farmer reads their names.
  const cropName = (crop: string) =>
    String(t([`diagnosis:crop.${crop}`, `calendar:crop.${crop}`] as never, { defaultValue: crop } as never));
  const conditionName = (label: string) =>
    String(t(`diagnosis:condition.${label}` as never, { defaultValue: label } as never));
  const time = slotTimeFormat(i18n.language, 'long').format(new Date(data.slot));
  const found = data.case?.finding;
  const rows: [string, string][] = [
    [t('card.time'), time],
    [t('card.how'), t(`callback.channel_${data.channel}`)],
    [t('card.language'), t(`callback.language_${data.language}`)],
    [t('card.topic'), t(`callback.topic_${data.topic}`)],
    [t('card.name'), data.name],
    [t('card.phone'), data.phone],
  ];
  if (data.note) rows.push([t('card.note'), data.note]);
  return (
    <div className="card card--callback">
      <p className="card__title">
        {data.reference ? t('card.booking', { reference: data.reference }) : t('card.your_request')}
        {data.status && ` · ${t(`status.${data.status}`)}`}
      </p>
      <dl className="card__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {data.case && (
        <div className="card__detail">
          <p className="card__title">{t('card.case')}</p>
          {data.case.crop && <p>{t('card.crop', { crop: cropName(data.case.crop) })}</p>}
          {found && (
            <p>
              {t(found.unsure ? 'card.finding_unsure' : 'card.finding', {
                label: conditionName(found.label),
                percent: Math.round(found.confidence * 100),
              })}
            </p>
          )}
          {data.case.place?.name && <p>{t('card.place', { place: data.case.place.name })}</p>}
          {data.case.photo_ids && data.case.photo_ids.length > 0 && (
            <p>{t('card.photos', { count: data.case.photo_ids.length })}</p>
          )}
        </div>
      )}
    </div>
  );
}
