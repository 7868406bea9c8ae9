import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQueue } from '../../../api/staff.ts';
import type { StaffQueue as Queue, StaffQueueItem, StaffQueueQuery } from '../../../contract/staff.ts';
import { useVisiblePolling } from '../use-visible-polling.ts';
import { useLateText } from './use-late-text.ts';
import { useStaffTime } from './use-staff-time.ts';
import { StaffPages } from './staff-pages.tsx';

/** The lists the desk offers: today's calls first (what a morning starts with), then by status. */
const FILTERS = [
  { value: 'today', label: 'today', query: { due: 'today' } },
  { value: 'later', label: 'later', query: { due: 'later' } },
  { value: 'called', label: 'called', query: { status: 'called' } },
  { value: 'no_answer', label: 'no_answer', query: { status: 'no_answer' } },
  { value: 'resolved', label: 'resolved', query: { status: 'resolved' } },
  { value: 'cancelled', label: 'cancelled', query: { status: 'cancelled' } },
  { value: 'all', label: 'all', query: {} },
] as const satisfies readonly { value: string; label: string; query: StaffQueueQuery }[];
type Filter = (typeof FILTERS)[number]['value'];
/** Farmers book while staff work the queue: often enough that a new booking shows within the minute. */
export const QUEUE_POLL_MS = 30_000;

interface StaffQueueProps {
  selected: string | null;
  onOpen: (id: string) => void;
  /** Bumped when an opened booking changed, so the list shows its new status. */
  refresh: number;
  /** The bookings listed now, in order, for the next / previous shortcuts. */
  onListed?: (ids: string[]) => void;
}

/**
 * Today's calls by when they are due: overdue ones on top, marked with how late, then the next one,
 * then the rest; the other lists by status and day. Counts of overdue, today and later stay in view.
 */
export function StaffQueue({ selected, onOpen, refresh, onListed }: StaffQueueProps) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const late = useLateText();
  const [filter, setFilter] = useState<Filter>('today');
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
  // The due lists are bounded by the day already; a chosen day applies to the status lists.
  const byDue = filter === 'today' || filter === 'later';

  useEffect(() => {
    let active = true;
    const { query } = FILTERS.find((entry) => entry.value === filter)!;
    fetchQueue({ ...query, date: (!byDue && date) || undefined, page })
      .then((result) => {
        if (!active) return;
        setQueue(result);
        setFailed(false);
        onListed?.(result.results.map((booking) => booking.id));
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [filter, byDue, date, page, refresh, polled, onListed]);

  // The first booking not yet late on today's first page is the one to call next.
  const nextId =
    filter === 'today' && page === 1
      ? queue?.results.find((booking) => booking.overdue_minutes === null)?.id
      : undefined;
  const mark = (booking: StaffQueueItem) =>
    booking.overdue_minutes !== null ? (
      <span className="staff-mark staff-mark--overdue">
        {t('queue.overdue', { late: late(booking.overdue_minutes) })}
      </span>
    ) : booking.id === nextId ? (
      <span className="staff-mark staff-mark--next">{t('queue.next')}</span>
    ) : null;

  return (
    <section className="staff-queue" aria-labelledby="queue-title">
      <h2 id="queue-title">{t('queue.title')}</h2>
      {queue && (
        <p className="staff-queue__counts" data-testid="queue-counts">
          {t('queue.counts', queue.counts)}
        </p>
      )}
      <div className="staff-queue__filters">
        <label htmlFor={statusId}>{t('queue.status')}</label>
        <select
          id={statusId}
          value={filter}
          onChange={(e) => (setFilter(e.target.value as Filter), setPage(1))}
        >
          {FILTERS.map(({ value, label }) => (
            <option key={value} value={value}>
              {t(`queue.filter.${label}`)}
            </option>
          ))}
        </select>
        {!byDue && (
          <>
            <label htmlFor={dateId}>{t('queue.date')}</label>
            <input
              id={dateId}
              type="date"
              value={date}
              onChange={(e) => (setDate(e.target.value), setPage(1))}
            />
          </>
        )}
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
                  <span className="staff-queue__time">
                    {time(booking.due_at)} {mark(booking)}
                  </span>
                  <span>
                    {booking.name} · {t(`topic.${booking.topic}`)}
                    {booking.case && ` · ${t('queue.with_case')}`}
                  </span>
                  <span className={`staff-status staff-status--${booking.status}`}>
                    {t(`status.${booking.status}`)}
                    {booking.unanswered_calls > 0 &&
                      ` (${t('queue.unanswered', { count: booking.unanswered_calls })})`}{' '}
                    · {booking.reference}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <StaffPages list={queue} page={page} onPage={setPage} />
        </>
      )}
    </section>
  );
}
