import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toApiFailure } from '../../../api/api-failure.ts';
import { fetchModerationItem, type PostKind } from '../../../api/staff-moderation.ts';
import type { ModerationItem } from '../../../contract/community-moderation.ts';
import { ModerationActions } from './moderation-actions.tsx';
import { ModerationPost } from './moderation-post.tsx';

/**
 * One reported post at its own address (/staff/moderation/{question|answer}/{id}), with its photos and
 * the actions: a link, Back and a reload open it again.
 */
export function StaffModerationPage({ kind, id }: { kind: PostKind; id: string }) {
  const { t } = useTranslation('staff');
  const [item, setItem] = useState<ModerationItem | null>(null);
  const [failure, setFailure] = useState<'missing' | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    fetchModerationItem(kind, id)
      .then((found) => active && setItem(found))
      .catch((error: unknown) => {
        const answer = toApiFailure(error);
        // A malformed id is answered as a field error: to the officer it is a post that is not there.
        const missing = (answer.kind === 'detail' && answer.status === 404) || answer.kind === 'fields';
        if (active) setFailure(missing ? 'missing' : 'failed');
      });
    return () => {
      active = false;
    };
  }, [kind, id, attempt]);

  return (
    <section aria-labelledby="moderation-post-title">
      <Link className="button" to="/staff/moderation">
        {t('moderation.back')}
      </Link>
      <h2 id="moderation-post-title">{t(`moderation.heading.${kind}`)}</h2>
      {failure && (
        <p className="form-error" role="alert">
          {t(failure === 'missing' ? 'moderation.missing' : 'load_failed')}{' '}
          {failure === 'failed' && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setFailure(null);
                setAttempt((n) => n + 1);
              }}
            >
              {t('retry')}
            </button>
          )}
        </p>
      )}
      {!item && !failure && <p role="status">{t('loading')}</p>}
      {item && (
        <div className="staff-request">
          <ModerationPost item={item} withPhotos />
          <ModerationActions item={item} onChanged={setItem} />
        </div>
      )}
    </section>
  );
}
