import { useTranslation } from 'react-i18next';
import type { CommunityAuthor } from '../../../contract/community.ts';
import { formatDay } from '../../../language/day-format.ts';

/** Who wrote a post and when: the nickname (or "a former member"), with the agronomist badge. */
export function CommunityByline({ author, createdAt }: { author: CommunityAuthor; createdAt: string }) {
  const { t, i18n } = useTranslation('community');
  const name = author.nickname ?? t('former_member');
  return (
    <p className="community-byline">
      {t('asked_by', { name, date: formatDay(Date.parse(createdAt), i18n.resolvedLanguage) })}
      {author.agronomist && <span className="community-badge">{t('agronomist')}</span>}
    </p>
  );
}
