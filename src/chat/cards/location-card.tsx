import { useTranslation } from 'react-i18next';
import type { SharedLocation } from '../../conversation/cards/card-payloads.ts';

/** Where the user said they are: rounded coordinates and the nearest county, never a street address. */
export function LocationCard({ data }: { data: SharedLocation }) {
  const { t } = useTranslation('chat');
  const coordinates = `${data.latitude.toFixed(3)}, ${data.longitude.toFixed(3)}`;
  return (
    <div className="card card--location">
      <p className="card__title">
        <span aria-hidden="true">📍 </span>
        {data.near ? t('location.near', { place: data.near }) : t('location.shared')}
      </p>
      <p className="card__detail">{t('location.coordinates', { coordinates })}</p>
    </div>
  );
}
