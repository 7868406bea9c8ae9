import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addNote, answerFarmer, fetchStaffCallback, setCallbackStatus } from '../../../api/staff.ts';
import { STAFF_OUTCOMES, type StaffCallback } from '../../../contract/staff.ts';
import { AuthorisedImage } from './authorised-image.tsx';
import { StaffReview } from './staff-review.tsx';
import { StaffTextForm } from './staff-text-form.tsx';
import { useStaffTime } from './use-staff-time.ts';

/** One booking: who and when, the case with its photos and their review, the outcome, notes, and an SMS answer. */
export function StaffBooking({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const [booking, setBooking] = useState<StaffCallback | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    () =>
      fetchStaffCallback(id)
        .then(setBooking)
        .catch(() => setFailed(true)),
    [id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  if (failed)
    return (
      <p className="form-error" role="alert">
        {t('load_failed')}
      </p>
    );
  if (!booking) return <p role="status">{t('loading')}</p>;
  const found = booking.case?.finding;

  const setStatus = async (status: string) => {
    setBooking(await setCallbackStatus(id, status));
    onChanged();
  };

  return (
    <article className="staff-booking" aria-labelledby="booking-title">
      <h2 id="booking-title">
        {booking.reference} · {t(`status.${booking.status}`)}
      </h2>
      <dl className="staff-facts">
        <dt>{t('booking.time')}</dt>
        <dd>{time(booking.slot.start)}</dd>
        <dt>{t('booking.name')}</dt>
        <dd>{booking.name}</dd>
        <dt>{t('booking.phone')}</dt>
        <dd>
          <a href={`tel:${booking.phone_number}`}>{booking.phone_number}</a>
        </dd>
        <dt>{t('booking.how')}</dt>
        <dd>
          {t(`channel.${booking.channel}`)} · {t(`language.${booking.language}`)}
        </dd>
        <dt>{t('booking.topic')}</dt>
        <dd>{t(`topic.${booking.topic}`)}</dd>
        {booking.note && (
          <>
            <dt>{t('booking.note')}</dt>
            <dd>{booking.note}</dd>
          </>
        )}
      </dl>
      {booking.case && (
        <section aria-labelledby="case-title">
          <h3 id="case-title">{t('booking.case')}</h3>
          <dl className="staff-facts">
            {booking.case.crop && (
              <>
                <dt>{t('booking.crop')}</dt>
                <dd>{booking.case.crop}</dd>
              </>
            )}
            {found && (
              <>
                <dt>{t('booking.finding')}</dt>
                <dd>
                  {found.label} ({Math.round(found.confidence * 100)} %)
                  {found.unsure && ` · ${t('booking.unsure')}`}
                </dd>
              </>
            )}
            {booking.case.place?.name && (
              <>
                <dt>{t('booking.place')}</dt>
                <dd>{booking.case.place.name}</dd>
              </>
            )}
            {booking.case.note && (
              <>
                <dt>{t('booking.case_note')}</dt>
                <dd>{booking.case.note}</dd>
              </>
            )}
          </dl>
          <div className="staff-photos">
            {booking.case.photo_ids?.map((photoId, index) => (
              <AuthorisedImage
                key={photoId}
                bookingId={booking.id}
                photoId={photoId}
                alt={t('booking.photo', { number: index + 1 })}
              />
            ))}
          </div>
          {booking.case.photo_ids?.length ? <StaffReview booking={booking} onReviewed={setBooking} /> : null}
        </section>
      )}
      {booking.status !== 'cancelled' && (
        <fieldset className="staff-outcome">
          <legend>{t('booking.outcome')}</legend>
          {STAFF_OUTCOMES.map((status) => (
            <button
              key={status}
              type="button"
              className="button"
              aria-pressed={booking.status === status}
              onClick={() => void setStatus(status)}
            >
              {t(`status.${status}`)}
            </button>
          ))}
        </fieldset>
      )}
      <StaffTextForm kind="answer" onSubmit={(text) => answerFarmer(id, text).then(load)} />
      <ul className="staff-notes" aria-label={t('booking.answers')}>
        {booking.answers.map((answer) => (
          <li key={answer.id}>{t('booking.answered', { author: answer.author, body: answer.body })}</li>
        ))}
      </ul>
      <StaffTextForm kind="note" onSubmit={(text) => addNote(id, text).then(load)} />
      <ul className="staff-notes" aria-label={t('booking.notes')}>
        {booking.notes.map((note) => (
          <li key={note.id}>{t('booking.noted', { author: note.author, body: note.body })}</li>
        ))}
      </ul>
    </article>
  );
}
