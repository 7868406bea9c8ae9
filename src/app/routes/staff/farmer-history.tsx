import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchCasePhotoUrl, fetchFarmerHistory } from '../../../api/staff.ts';
import { formatDate, formatMoment } from '../../../language/day-format.ts';
import { CasePhotos } from './case-photos.tsx';
import { useBookingPart } from './use-booking-part.ts';
import { useStaffTime } from './use-staff-time.ts';

/**
 * The farmer beyond this booking: their earlier bookings (each opens at its own address, with its
 * photos), the calls tried on them, the checks they saved with their photos (fetched through this
 * booking), their farms and plantings.
 */
export function FarmerHistory({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation('staff');
  const { t: diagnosis } = useTranslation('diagnosis');
  const { t: calendar } = useTranslation('calendar');
  const time = useStaffTime();
  const { value: history, failed } = useBookingPart(bookingId, fetchFarmerHistory);
  // An earlier check's photos come through this booking, as its own do.
  const fetchPhoto = useCallback((photoId: string) => fetchCasePhotoUrl(bookingId, photoId), [bookingId]);

  const crop = (id: string | null) => (id ? diagnosis(`crop.${id}` as 'crop.maize', id) : null);
  const condition = (label: string | null) =>
    label ? diagnosis(`condition.${label}` as 'condition.any__not_a_plant', label) : null;
  const empty =
    history &&
    !history.bookings.length &&
    !history.checks.length &&
    !history.farms.length &&
    !history.plantings.length;

  return (
    <section className="staff-history" aria-labelledby="history-title">
      <h3 id="history-title">{t('history.title')}</h3>
      {failed && (
        <p className="form-error" role="alert">
          {t('load_failed')}
        </p>
      )}
      {!history && !failed && <p>{t('loading')}</p>}
      {empty && <p>{t('history.none')}</p>}
      {history && history.bookings.length > 0 && (
        <>
          <h4>{t('history.bookings')}</h4>
          <ul>
            {history.bookings.map((booking) => (
              <li key={booking.id}>
                <Link to={`/staff/callbacks/${booking.id}`}>
                  {time(booking.slot_start)} · {booking.reference}
                </Link>{' '}
                ·{' '}
                {[
                  t(`status.${booking.status}`),
                  t(`topic.${booking.topic}`),
                  crop(booking.crop),
                  condition(booking.finding),
                  booking.reviewed && t('history.reviewed', { name: condition(booking.reviewed) }),
                  booking.photo_count > 0 && t('history.photos', { count: booking.photo_count }),
                  booking.calls > 0 &&
                    t('history.calls', { count: booking.calls, unanswered: booking.unanswered_calls }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </li>
            ))}
          </ul>
        </>
      )}
      {history && history.checks.length > 0 && (
        <>
          <h4>{t('history.checks')}</h4>
          <ul>
            {history.checks.map((check) => {
              const when = formatMoment(check.created_at, i18n.language);
              return (
                <li key={check.id}>
                  {[
                    when,
                    crop(check.crop),
                    condition(check.confirmed_label) ?? t('history.check_open'),
                    t('history.photos', { count: check.photo_ids.length }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  {check.photo_ids.length > 0 && (
                    <CasePhotos
                      fetchPhoto={fetchPhoto}
                      photoIds={check.photo_ids}
                      name={(index) => t('history.check_photo', { date: when, number: index + 1 })}
                      small
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {history && history.farms.length > 0 && (
        <>
          <h4>{t('history.farms')}</h4>
          <ul>
            {history.farms.map((farm) => (
              <li key={farm.name}>
                {[
                  farm.name,
                  farm.ward ? t('history.ward', { ward: farm.ward, county: farm.county }) : farm.county,
                  farm.area_acres !== null && t('history.acres', { count: farm.area_acres }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </li>
            ))}
          </ul>
        </>
      )}
      {history && history.plantings.length > 0 && (
        <>
          <h4>{t('history.plantings')}</h4>
          <ul>
            {history.plantings.map((planting) => (
              <li key={`${planting.crop}-${planting.planted_on}-${planting.farm_name}`}>
                {[
                  crop(planting.crop),
                  t('history.planted', { date: formatDate(planting.planted_on, i18n.language) }),
                  calendar(`season.${planting.season}` as 'season.long_rains', planting.season),
                  planting.farm_name,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
