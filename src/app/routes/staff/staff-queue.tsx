import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQueue } from '../../../api/staff.ts';
import type { StaffQueue as Queue } from '../../../contract/staff.ts';
import { useVisiblePolling } from '../use-visible-polling.ts';
import { useStaffTime } from './use-staff-time.ts';

const FILTERS = [
  { value: 'new,scheduled', label: 'new_scheduled' },
  { value: 'called', label: 'called' },
  { value: 'no_answer', label: 'no_answer' },
  { value: 'resolved', label: 'resolved' },
  { value: 'cancelled', label: 'cancelled' },
  { value: '', label: 'all' },
] as const;
/** Farmers book while staff work the queue: often enough that a new booking shows within the minute. */
export const QUEUE_POLL_MS = 30_000;

interface StaffQueueProps {
  selected: string | null;
  onOpen: (id: string) => void;
  /** Bumped when an opened booking changed, so the list shows its new status. */
  refresh: number;
}

/** Bookings by slot, soonest first, filtered by status and day. */
export function StaffQueue({ selected, onOpen, refresh }: StaffQueueProps) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const [status, setStatus] = useState<string>(FILTERS[0].value);
  const [date, setDate] = useState('');
  const [page, setPage] = useState(1);
  const [queue, setQueue] = useState<Queue | null>(null);
  const [failed, setFailed] = useState(false);
  const statusId = useId();
  const dateId = useId();
  const [polled, setPolled] = useState(0);
  useVisiblePolling(
    useCallback(() => setPolled((n) => n + 1), []),
    QUEUE_POLL_MS,
  );

  useEffect(() => {
    let active = true;
    fetchQueue({ status: status || undefined, date: date || undefined, page })
      .then((result) => active && (setQueue(result), setFailed(false)))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [status, date, page, refresh, polled]);

  return (
    <section className="staff-queue" aria-labelledby="queue-title">
      <h2 id="queue-title">{t('queue.title')}</h2>
      <div className="staff-queue__filters">
        <label htmlFor={statusId}>{t('queue.status')}</label>
        <select id={statusId} value={status} onChange={(e) => (setStatus(e.target.value), setPage(1))}>
          {FILTERS.map(({ value, label }) => (
            <option key={value} value={value}>
              {t(`queue.filter.${label}`)}
            </option>
          ))}
        </select>
        <label htmlFor={dateId}>{t('queue.date')}</label>
        <input id={dateId} type="date" value={date} onChange={(e) => (setDate(e.target.value), setPage(1))} />
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {t('load_failed')}
        </p>
      )}
      {queue && (
        <>
          <p role="status">{t('queue.count', { count: queue.count })}</p>
          <ul className="staff-queue__list">
            {queue.results.map((booking) => (
              <li key={booking.id}>
                <button
                  type="button"
                  className="staff-queue__item"
                  aria-current={booking.id === selected ? 'true' : undefined}
                  onClick={() => onOpen(booking.id)}
                >
                  <span className="staff-queue__time">{time(booking.slot.start)}</span>
                  <span>
                    {booking.name} · {t(`topic.${booking.topic}`)}
                    {booking.case && ` · ${t('queue.with_case')}`}
                  </span>
                  <span className={`staff-status staff-status--${booking.status}`}>
                    {t(`status.${booking.status}`)} · {booking.reference}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className="staff-queue__pages">
            <button
              type="button"
              className="button"
              disabled={!queue.previous}
              onClick={() => setPage(page - 1)}
            >
              {t('previous')}
            </button>
            <button type="button" className="button" disabled={!queue.next} onClick={() => setPage(page + 1)}>
              {t('next')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
