import { useTranslation } from 'react-i18next';
import { MAX_UNANSWERED_CALLS, type StaffCallback } from '../../../contract/staff.ts';
import { useStaffTime } from './use-staff-time.ts';

/** The calls tried so far, who made them and what came of each, and when to try next. */
export function CallAttempts({ booking }: { booking: StaffCallback }) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  if (!booking.attempts.length) return null;
  const waiting = booking.status === 'no_answer' && !booking.closed_unreached;
  return (
    <section className="staff-attempts" aria-labelledby="attempts-title">
      <h3 id="attempts-title">{t('attempts.title')}</h3>
      <ol>
        {booking.attempts.map((attempt) => (
          <li key={attempt.created_at}>
            {t('attempts.entry', {
              time: time(attempt.created_at),
              outcome: t(`status.${attempt.outcome}`),
              author: attempt.author,
            })}
          </li>
        ))}
      </ol>
      {waiting && (
        <p className="staff-attempts__next">
          {t('attempts.next', {
            time: time(booking.due_at),
            count: MAX_UNANSWERED_CALLS - booking.unanswered_calls,
          })}
        </p>
      )}
      {booking.closed_unreached && (
        <p className="staff-attempts__next">{t('attempts.closed', { count: booking.unanswered_calls })}</p>
      )}
    </section>
  );
}
