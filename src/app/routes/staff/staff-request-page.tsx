import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toApiFailure } from '../../../api/api-failure.ts';
import { fetchEngagement } from '../../../api/staff.ts';
import type { StaffEngagement } from '../../../contract/staff.ts';
import { StaffRequest } from './staff-request.tsx';

/** One request at its own address (/staff/requests/{id}): a link, Back and a reload open it again. */
export function StaffRequestPage({ id }: { id: string }) {
  const { t } = useTranslation('staff');
  const [item, setItem] = useState<StaffEngagement | null>(null);
  const [failure, setFailure] = useState<'missing' | 'failed' | null>(null);

  useEffect(() => {
    let active = true;
    fetchEngagement(id)
      .then((found) => active && setItem(found))
      .catch((error: unknown) => {
        const answer = toApiFailure(error);
        if (active) setFailure(answer.kind === 'detail' && answer.status === 404 ? 'missing' : 'failed');
      });
    return () => {
      active = false;
    };
  }, [id]);

  return (
    <section aria-labelledby="request-title">
      <Link className="button" to="/staff/requests">
        {t('requests.back')}
      </Link>
      <h2 id="request-title">{item ? item.reference : t('requests.title')}</h2>
      {failure && (
        <p className="form-error" role="alert">
          {t(failure === 'missing' ? 'requests.missing' : 'load_failed')}
        </p>
      )}
      {!item && !failure && <p role="status">{t('loading')}</p>}
      {item && (
        <ul className="staff-queue__list">
          <StaffRequest item={item} onChanged={setItem} />
        </ul>
      )}
    </section>
  );
}
