import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogPost } from '../../contract/blog.ts';
import { formatDate } from '../../language/day-format.ts';
import { MarkdownText } from '../markdown-text.tsx';

/** A blog post read in the chat, with a link to its own page for sharing. */
export function BlogCard({ data }: { data: BlogPost }) {
  const { t, i18n } = useTranslation('talk');
  return (
    <div className="card card--blog">
      <p className="card__title">{data.title}</p>
      <p className="card__detail">{formatDate(data.date, i18n.language)}</p>
      <MarkdownText text={data.body} />
      <Link to={`/blog/${data.slug}`}>{t('blog.open_page')}</Link>
    </div>
  );
}
