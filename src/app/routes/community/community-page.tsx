import './community.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchQuestions } from '../../../api/community.ts';
import type { questionListSchema } from '../../../contract/community.ts';
import type { z } from 'zod';
import { isLoggedIn } from '../../../api/session-store.ts';
import { AskForm } from './ask-form.tsx';
import { SocialSignInLinks } from './social-sign-in-links.tsx';
import { CommunityByline } from './community-byline.tsx';

type QuestionList = z.infer<typeof questionListSchema>;

/** /community: the latest questions, readable by anyone; each opens its own page with the answers. */
export function CommunityPage() {
  const { t, i18n } = useTranslation(['community', 'advice']);
  const [page, setPage] = useState(1);
  const [unanswered, setUnanswered] = useState(false);
  const [list, setList] = useState<QuestionList | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    fetchQuestions({ page, ...(unanswered ? { unanswered: 'true' } : {}) })
      .then((result) => active && (setList(result), setFailed(false)))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [page, unanswered, i18n.resolvedLanguage]);

  return (
    <section className="community-page" aria-labelledby="community-title">
      <h1 id="community-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      {isLoggedIn() ? (
        <AskForm />
      ) : (
        <>
          <p>
            <Link to="/auth">{t('sign_in_to_ask')}</Link>
          </p>
          <SocialSignInLinks />
        </>
      )}
      <label className="community-filter">
        <input
          type="checkbox"
          checked={unanswered}
          onChange={(event) => (setUnanswered(event.target.checked), setPage(1))}
        />
        {t('unanswered_only')}
      </label>
      {failed && (
        <p className="form-error" role="alert">
          {t('load_failed')}
        </p>
      )}
      {!list && !failed && <p role="status">{t('loading')}</p>}
      {list && list.count === 0 && <p>{t('empty')}</p>}
      {list && (
        <ul className="community-list">
          {list.results.map((question) => (
            <li key={question.id}>
              <Link to={`/community/${question.id}`} className="community-question-link">
                {question.text}
              </Link>
              <p className="community-meta">
                {t('crop_label', {
                  crop: t(`advice:crop.${question.crop}` as 'advice:crop.maize', {
                    defaultValue: question.crop,
                  }),
                })}
                {' · '}
                {t('answers', { count: question.answers })}
                {question.solved && <span className="community-badge">{t('solved')}</span>}
              </p>
              <CommunityByline author={question.author} createdAt={question.created_at} />
            </li>
          ))}
        </ul>
      )}
      {list && (list.next || list.previous) && (
        <nav className="community-pages" aria-label={t('pages')}>
          <button
            type="button"
            className="button"
            disabled={!list.previous}
            onClick={() => setPage(page - 1)}
          >
            {t('newer')}
          </button>
          <button type="button" className="button" disabled={!list.next} onClick={() => setPage(page + 1)}>
            {t('older')}
          </button>
        </nav>
      )}
    </section>
  );
}
