import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addNote, answerFarmer, fetchCasePhotoUrl, fetchStaffCallback } from '../../../api/staff.ts';
import type { StaffCallback } from '../../../contract/staff.ts';
import { AutomatedResult } from './automated-result.tsx';
import { CallAttempts } from './call-attempts.tsx';
import { CasePhotos } from './case-photos.tsx';
import { CasePlaceMap } from './case-place-map.tsx';
import { FarmerAnswers } from './farmer-answers.tsx';
import { FarmerHistory } from './farmer-history.tsx';
import { StaffOutcome } from './staff-outcome.tsx';
import { StaffReview } from './staff-review.tsx';
import { StaffTextForm } from './staff-text-form.tsx';
import { useStaffTime } from './use-staff-time.ts';

/** The id the skip link and the shortcuts go to: the booking's own controls. */
export const BOOKING_ACTIONS_ID = 'booking-actions';

/**
 * One booking on one screen: on a desk, the case (photos large at the top, the automated result in
 * plain words, the farmer's history) beside a panel that stays in view while the case scrolls, with who
 * and how to reach them, the outcome, the SMS answer, the review of the photos and the calls tried.
 * On a phone they stack.
 */
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
  const fetchPhoto = useCallback((photoId: string) => fetchCasePhotoUrl(id, photoId), [id]);

  if (failed)
    return (
      <p className="form-error" role="alert">
        {t('load_failed')}
      </p>
    );
  if (!booking) return <p role="status">{t('loading')}</p>;

  const saved = (updated: StaffCallback) => {
    setBooking(updated);
    onChanged();
  };

  return (
    <article className="staff-booking" aria-labelledby="booking-title">
      <h2 id="booking-title">
        {booking.reference} · {t(`status.${booking.status}`)}
      </h2>
      <div className="staff-booking__layout">
        <aside
          id={BOOKING_ACTIONS_ID}
          className="staff-booking__actions"
          aria-label={t('booking.actions')}
          tabIndex={-1}
        >
          <p className="staff-booking__who">
            {booking.name} ·{' '}
            <a
              href={`tel:${booking.phone_number}`}
              aria-label={t('booking.call', { phone: booking.phone_number })}
            >
              {booking.phone_number}
            </a>{' '}
            · {t(`channel.${booking.channel}`)} · {t(`language.${booking.language}`)}
          </p>
          {booking.status !== 'cancelled' && <StaffOutcome booking={booking} onSaved={saved} />}
          <StaffTextForm
            kind="answer"
            draftKey={`${id}:answer`}
            onSubmit={(text) => answerFarmer(id, text).then(load)}
          />
          <ul className="staff-notes" aria-label={t('booking.answers')}>
            {booking.answers.map((answer) => (
              <li key={answer.id}>{t('booking.answered', { author: answer.author, body: answer.body })}</li>
            ))}
          </ul>
          {booking.case?.photo_ids?.length ? <StaffReview booking={booking} onReviewed={setBooking} /> : null}
          <CallAttempts booking={booking} />
          <dl className="staff-facts">
            <dt>{t('booking.time')}</dt>
            <dd>{time(booking.slot.start)}</dd>
            <dt>{t('booking.topic')}</dt>
            <dd>{t(`topic.${booking.topic}`)}</dd>
            {booking.note && (
              <>
                <dt>{t('booking.note')}</dt>
                <dd>{booking.note}</dd>
              </>
            )}
          </dl>
        </aside>
        <div className="staff-booking__case">
          {booking.case && (
            <section aria-labelledby="case-title">
              <h3 id="case-title">{t('booking.case')}</h3>
              {booking.case.photo_ids?.length ? (
                <CasePhotos fetchPhoto={fetchPhoto} photoIds={booking.case.photo_ids} />
              ) : null}
              <dl className="staff-facts">
                <AutomatedResult booking={booking} />
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
              {(booking.case.place?.county_id || booking.case.place?.latitude !== undefined) && (
                <CasePlaceMap bookingId={booking.id} />
              )}
              {booking.case.differential && <FarmerAnswers record={booking.case.differential} />}
            </section>
          )}
          <FarmerHistory bookingId={booking.id} />
          <StaffTextForm
            kind="note"
            draftKey={`${id}:note`}
            onSubmit={(text) => addNote(id, text).then(load)}
          />
          <ul className="staff-notes" aria-label={t('booking.notes')}>
            {booking.notes.map((note) => (
              <li key={note.id}>{t('booking.noted', { author: note.author, body: note.body })}</li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
