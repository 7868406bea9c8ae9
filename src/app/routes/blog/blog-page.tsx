import './blog.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchBlogPosts } from '../../../api/blog.ts';
import type { BlogList } from '../../../contract/blog.ts';
import { useBlogDate } from './use-blog-date.ts';

/** /blog: the posts, newest first, each a page of its own to share. */
export function BlogPage() {
  const { t, i18n } = useTranslation('talk');
  const date = useBlogDate();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<BlogList | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    fetchBlogPosts(page)
      .then((result) => active && (setList(result), setFailed(false)))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [page, i18n.resolvedLanguage]);

  return (
    <section className="blog-page" aria-labelledby="blog-title">
      <h1 id="blog-title">{t('blog.title')}</h1>
      {failed && (
        <p className="form-error" role="alert">
          {t('blog.load_failed')}
        </p>
      )}
      {!list && !failed && <p role="status">{t('blog.loading')}</p>}
      {list && (
        <ul className="blog-list">
          {list.results.map((post) => (
            <li key={post.slug}>
              <h2>
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              </h2>
              <p className="blog-date">{date(post.date)}</p>
              <p>{post.summary}</p>
            </li>
          ))}
        </ul>
      )}
      {list && (list.next || list.previous) && (
        <nav className="blog-pages" aria-label={t('blog.pages')}>
          <button
            type="button"
            className="button"
            disabled={!list.previous}
            onClick={() => setPage(page - 1)}
          >
            {t('blog.newer')}
          </button>
          <button type="button" className="button" disabled={!list.next} onClick={() => setPage(page + 1)}>
            {t('blog.older')}
          </button>
        </nav>
      )}
    </section>
  );
}
