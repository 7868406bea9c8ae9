import './blog.css';
import { useEffect, useState } from 'react';
import Markdown from 'react-markdown';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fetchBlogPost } from '../../../api/blog.ts';
import type { BlogPost } from '../../../contract/blog.ts';
import { useBlogDate } from './use-blog-date.ts';
import { pageProblemOf, type PageProblem } from '../page-problem.ts';

/** /blog/:slug: one post, readable without an account, with a link that can be shared. */
export function BlogPostPage() {
  const { t, i18n } = useTranslation('talk');
  const { slug = '' } = useParams();
  const date = useBlogDate();
  const [post, setPost] = useState<BlogPost | null>(null);
  const [problem, setProblem] = useState<PageProblem | null>(null);

  useEffect(() => {
    let active = true;
    fetchBlogPost(slug)
      .then((result) => active && (setPost(result), setProblem(null)))
      .catch((error: unknown) => active && setProblem(pageProblemOf(error)));
    return () => {
      active = false;
    };
  }, [slug, i18n.resolvedLanguage]);

  const share = () =>
    void navigator.share?.({ title: post?.title, url: window.location.href }).catch(() => undefined);

  return (
    <article className="blog-page" aria-labelledby="post-title">
      <p>
        <Link to="/blog">{t('blog.all_posts')}</Link>
      </p>
      {problem && (
        <p className="form-error" role="alert">
          {t(`blog.${problem}`)}
        </p>
      )}
      {!post && !problem && <p role="status">{t('blog.loading')}</p>}
      {post && (
        <>
          <h1 id="post-title">{post.title}</h1>
          <p className="blog-date">{date(post.date)}</p>
          <Markdown>{post.body}</Markdown>
          {'share' in navigator && (
            <button type="button" className="button" onClick={share}>
              {t('blog.share')}
            </button>
          )}
        </>
      )}
    </article>
  );
}
