import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchModerationPhotoUrl } from '../../../api/staff-moderation.ts';
import type { ModerationItem } from '../../../contract/community-moderation.ts';
import { formatMoment } from '../../../language/day-format.ts';
import { CasePhotos } from './case-photos.tsx';

/**
 * A reported post as the grievance officer judges it: its words as written (personal data is one of the
 * reasons to judge), its photos, every report with its reason, the author's history and what was done
 * before. Photos are fetched only where `withPhotos` (the post's own page).
 */
export function ModerationPost({ item, withPhotos }: { item: ModerationItem; withPhotos: boolean }) {
  const { t, i18n } = useTranslation('staff');
  const when = (value: string) => formatMoment(value, i18n.language);
  const fetchPhoto = useCallback(
    (position: string) => fetchModerationPhotoUrl(item.question, position),
    [item.question],
  );
  const positions = Array.from({ length: item.photos }, (_, position) => String(position));
  const { author } = item;

  return (
    <>
      <p>
        <strong>{t(`moderation.heading.${item.kind}`)}</strong> · {t(`moderation.state.${item.state}`)} ·{' '}
        {when(item.created_at)}
      </p>
      <blockquote className="staff-moderation__text">{item.text}</blockquote>
      {item.hidden_reason && <p>{t('moderation.hidden_reason', { reason: item.hidden_reason })}</p>}
      {withPhotos && positions.length > 0 && <CasePhotos fetchPhoto={fetchPhoto} photoIds={positions} />}
      {!withPhotos && positions.length > 0 && <p>{t('moderation.photos', { count: positions.length })}</p>}
      <dl className="staff-facts">
        <dt>{t('moderation.reports')}</dt>
        <dd>
          <ul className="staff-moderation__entries">
            {item.reports.map((report, index) => (
              <li key={index}>
                {t(`moderation.reason.${report.reason}`)}
                {report.automatic ? ` (${t('moderation.automatic')})` : ''} · {when(report.created_at)}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t('moderation.author')}</dt>
        <dd>
          {author ? (
            <>
              {author.name} · {t(`accounts.status.${author.status}`)}
              <br />
              {t('moderation.history', {
                questions: author.questions,
                answers: author.answers,
                hidden: author.hidden_posts,
                warnings: author.warnings,
              })}
            </>
          ) : (
            t('moderation.former_member')
          )}
        </dd>
        <dt>{t('moderation.past_actions')}</dt>
        <dd>
          {item.actions.length ? (
            <ul className="staff-moderation__entries">
              {item.actions.map((action, index) => (
                <li key={index}>
                  {t('moderation.logged', {
                    action: t(`moderation.done_label.${action.action}`),
                    by: action.by,
                    when: when(action.created_at),
                    reason: action.reason,
                  })}
                </li>
              ))}
            </ul>
          ) : (
            t('moderation.no_actions')
          )}
        </dd>
      </dl>
    </>
  );
}
