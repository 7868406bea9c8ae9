import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fetchModerationQueue } from '../../../api/staff-moderation.ts';
import type { ModerationItem } from '../../../contract/community-moderation.ts';
import { ModerationPost } from './moderation-post.tsx';
import { StaffPages } from './staff-pages.tsx';

type QueueStatus = 'open' | 'handled';
type Queue = Awaited<ReturnType<typeof fetchModerationQueue>>;

/** Where one post of the queue opens: a link, Back and a reload land on it again. */
export const moderationPath = (item: Pick<ModerationItem, 'kind' | 'id'>) =>
  `/staff/moderation/${item.kind}/${item.id}`;

/**
 * The grievance officer's queue (issue 31 §2): reported and held posts, the oldest waiting report first,
 * or those already handled. Each shows the post, its reports and its author's history; it opens on its
 * own page with the photos and the actions. Status and page are in the address.
 */
export function StaffModeration() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const status: QueueStatus = params.get('status') === 'handled' ? 'handled' : 'open';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const show = (next: { status: QueueStatus; page: number }) =>
    setParams({
      ...(next.status === 'handled' ? { status: 'handled' } : {}),
      ...(next.page > 1 ? { page: String(next.page) } : {}),
    });
  const [queue, setQueue] = useState<Queue | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const statusId = useId();

  useEffect(() => {
    let active = true;
    fetchModerationQueue(status, page)
      .then((result) => active && (setQueue(result), setFailed(false)))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [status, page, attempt]);

  return (
    <section aria-labelledby="moderation-title">
      <h2 id="moderation-title">{t('moderation.title')}</h2>
      <label htmlFor={statusId}>{t('moderation.show')}</label>{' '}
      <select
        id={statusId}
        className="staff-select"
        value={status}
        onChange={(event) => show({ status: event.target.value === 'handled' ? 'handled' : 'open', page: 1 })}
      >
        <option value="open">{t('moderation.open')}</option>
        <option value="handled">{t('moderation.handled')}</option>
      </select>
      {failed && (
        <p className="form-error" role="alert">
          {t('load_failed')}{' '}
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </p>
      )}
      {queue && (
        <>
          <p role="status">{t(`moderation.count_${status}`, { count: queue.count, page })}</p>
          <ul className="staff-queue__list">
            {queue.results.map((item) => (
              <li key={item.id} className="staff-request">
                <ModerationPost item={item} withPhotos={false} />
                <Link className="button" to={moderationPath(item)}>
                  {t('moderation.open_post', { kind: t(`moderation.kind.${item.kind}`) })}
                </Link>
              </li>
            ))}
          </ul>
          <StaffPages list={queue} page={page} onPage={(p) => show({ status, page: p })} />
        </>
      )}
    </section>
  );
}
