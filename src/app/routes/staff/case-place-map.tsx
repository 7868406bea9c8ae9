import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchPlaceMap } from '../../../api/staff.ts';
import { useBookingPart } from './use-booking-part.ts';

/**
 * The case's place, small: its county's outline, the ward its GPS point lies in, and the point, drawn
 * from the shared boundaries with no map tiles, so it shows on the desk's connection and offline.
 * It links to the outbreak map of the same county, to see what else is confirmed around the case.
 */
export function CasePlaceMap({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('staff');
  const { value: map, failed } = useBookingPart(bookingId, fetchPlaceMap);

  if (failed)
    return (
      <p className="form-error" role="alert">
        {t('booking.map_failed')}
      </p>
    );
  if (!map) return null;
  const title = map.ward
    ? t('booking.map_ward', { ward: map.ward.name, county: map.county.name })
    : t('booking.map_county', { county: map.county.name });
  const [, , width = 0] = map.view_box.split(' ').map(Number);
  // The marks keep one size on screen however large the county is.
  const stroke = width / 150;
  return (
    <figure className="staff-place-map">
      {/* The caption says what the drawing shows; a screen reader reads that once. */}
      <svg viewBox={map.view_box} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid meet">
        <path className="staff-place-map__county" d={map.county.d} strokeWidth={stroke} />
        {map.ward && <path className="staff-place-map__ward" d={map.ward.d} strokeWidth={stroke} />}
        {map.point && (
          <circle
            className="staff-place-map__point"
            cx={map.point.x}
            cy={map.point.y}
            r={stroke * 3}
            strokeWidth={stroke}
          />
        )}
      </svg>
      <figcaption>
        <span>{title}</span>
        <br />
        <Link to={`/staff/outbreaks?county=${map.county.id}`}>
          {t('booking.map_outbreaks', { county: map.county.name })}
        </Link>
      </figcaption>
    </figure>
  );
}
