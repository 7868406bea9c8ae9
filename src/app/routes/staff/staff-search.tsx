import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { searchDesk } from '../../../api/staff.ts';
import { staffSearchQuerySchema, type StaffSearch } from '../../../contract/staff-search.ts';
import type { StaffEngagement } from '../../../contract/staff.ts';
import { StaffRequest } from './staff-request.tsx';
import { useStaffTime } from './use-staff-time.ts';

const MIN_LENGTH = staffSearchQuerySchema.shape.q.minLength ?? 2;

/** The search box above the tabs: a search is an address (/staff/search?q=…), so Back returns to it. */
export function StaffSearchForm() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [problem, setProblem] = useState(false);
  const fieldId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setProblem(q.length < MIN_LENGTH);
    if (q.length >= MIN_LENGTH) void navigate(`/staff/search?${new URLSearchParams({ q })}`);
  };

  // One line beside the tabs, so the booking's panel below keeps its place on a desk screen: the hint
  // is the placeholder, and the line under it says only what is wrong.
  return (
    <form role="search" className="staff-search" onSubmit={submit}>
      <label htmlFor={fieldId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={fieldId}
        type="search"
        autoComplete="off"
        value={text}
        maxLength={80}
        placeholder={t('search.hint')}
        aria-describedby={problem ? hintId : undefined}
        aria-invalid={problem || undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button">
        {t('search.submit')}
      </button>
      {problem && (
        <p id={hintId} className="form-error">
          {t('search.too_short', { count: MIN_LENGTH })}
        </p>
      )}
    </form>
  );
}

/** What a search found: the bookings (each opens at its own address) and the requests, newest first. */
export function StaffSearchResults() {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const q = useSearchParams()[0].get('q')?.trim() ?? '';
  // Kept with the words it answers, so a new search never shows the last one's result or failure.
  const [found, setFound] = useState<{ q: string; result: StaffSearch | null } | null>(null);

  useEffect(() => {
    let active = true;
    if (q.length < MIN_LENGTH) return;
    searchDesk(q)
      .then((result) => active && setFound({ q, result }))
      .catch(() => active && setFound({ q, result: null }));
    return () => {
      active = false;
    };
  }, [q]);

  const changed = (updated: StaffEngagement) =>
    setFound((current) =>
      !current?.result
        ? current
        : {
            ...current,
            result: {
              ...current.result,
              requests: {
                ...current.result.requests,
                results: current.result.requests.results.map((item) =>
                  item.id === updated.id ? updated : item,
                ),
              },
            },
          },
    );
  const result = found?.q === q ? found.result : undefined;
  const failed = result === null;
  const more = (shown: number, count: number) =>
    count > shown && <p className="staff-form__hint">{t('search.more', { shown, count })}</p>;

  return (
    <section aria-labelledby="search-title">
      <h2 id="search-title">{t('search.title', { q })}</h2>
      {failed && (
        <p className="form-error" role="alert">
          {t('load_failed')}
        </p>
      )}
      {result === undefined && q.length >= MIN_LENGTH && <p role="status">{t('loading')}</p>}
      {result && (
        <>
          <p role="status">
            {t('search.found', { bookings: result.callbacks.count, requests: result.requests.count })}
          </p>
          <h3>{t('search.bookings')}</h3>
          <ul className="staff-queue__list" aria-label={t('search.bookings')}>
            {result.callbacks.results.map((booking) => (
              <li key={booking.id}>
                <Link className="staff-queue__item" to={`/staff/callbacks/${booking.id}`}>
                  <span className="staff-queue__time">{time(booking.slot.start)}</span>
                  <span>
                    {booking.name} · {booking.phone_number} · {t(`topic.${booking.topic}`)}
                  </span>
                  <span className={`staff-status staff-status--${booking.status}`}>
                    {t(`status.${booking.status}`)} · {booking.reference}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {more(result.callbacks.results.length, result.callbacks.count)}
          <h3>{t('search.requests')}</h3>
          <ul className="staff-queue__list" aria-label={t('search.requests')}>
            {result.requests.results.map((item) => (
              <StaffRequest key={item.id} item={item} onChanged={changed} />
            ))}
          </ul>
          {more(result.requests.results.length, result.requests.count)}
        </>
      )}
    </section>
  );
}
