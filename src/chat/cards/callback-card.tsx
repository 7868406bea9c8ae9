import './callback-card.css';
import { useTranslation } from 'react-i18next';
import { slotTimeFormat } from '../../contract/slot-time.ts';
import type { CallbackCardData } from '../../conversation/cards/callback-card-data.ts';

/**
 * The booking read back: every answer in the current language, when we will call, and the plant check
 * that goes with it (in words, never a percentage).
 */
export function CallbackCard({ data }: { data: CallbackCardData }) {
  const { t, i18n } = useTranslation(['talk', 'diagnosis', 'calendar']);
  // The case keeps ids ("maize", "maize__northern_leaf_blight"); the farmer reads their names.
  const cropName = (crop: string) =>
    String(t([`diagnosis:crop.${crop}`, `calendar:crop.${crop}`] as never, { defaultValue: crop } as never));
  const conditionName = (label: string) =>
    String(t(`diagnosis:condition.${label}` as never, { defaultValue: label } as never));
  const time = slotTimeFormat(i18n.language, 'long').format(new Date(data.slot));
  const found = data.case?.finding;
  const photos = data.case?.photo_ids?.length ?? 0;
  // A booking not yet called says when we will call, in words; later ones say what happened.
  const statusLine = (booking: CallbackCardData, when: string) =>
    booking.status === 'new' || booking.status === 'scheduled'
      ? t(booking.channel === 'sms' ? 'card.texts_at' : 'card.calls_at', { time: when })
      : t(`status.${booking.status!}`);
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
        {data.status && ` · ${statusLine(data, time)}`}
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
          <p className="card__title">{photos > 0 ? t('card.case', { count: photos }) : t('card.no_photo')}</p>
          {data.case.crop && <p>{t('card.crop', { crop: cropName(data.case.crop) })}</p>}
          {found && (
            <p>
              {t(found.unsure ? 'card.finding_unsure' : 'card.finding', {
                label: conditionName(found.label),
              })}
            </p>
          )}
          {data.case.place?.name && <p>{t('card.place', { place: data.case.place.name })}</p>}
        </div>
      )}
    </div>
  );
}
