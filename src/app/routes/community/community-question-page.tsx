import './community.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import {
  communityPhotoUrl,
  fetchAnswers,
  fetchQuestion,
  markHelpful,
  markSolved,
} from '../../../api/community.ts';
import { isLoggedIn } from '../../../api/session-store.ts';
import type { Answer, answerListSchema, Question } from '../../../contract/community.ts';
import { AnswerForm } from './answer-form.tsx';
import { CommunityByline } from './community-byline.tsx';
import { ReportPost } from './report-post.tsx';
import { pageProblemOf, type PageProblem } from '../page-problem.ts';

type AnswerList = z.infer<typeof answerListSchema>;

/**
 * /community/:id: one question with its photos and answers, readable without an account. Posts are
 * plain text: shown as typed, links never made clickable.
 */
export function CommunityQuestionPage() {
  const { t, i18n } = useTranslation(['community', 'advice']);
  const { id = '' } = useParams();
  const [question, setQuestion] = useState<Question | null>(null);
  const [answers, setAnswers] = useState<AnswerList | null>(null);
  const [problem, setProblem] = useState<PageProblem | null>(null);
  const [solveFailed, setSolveFailed] = useState(false);

  useEffect(() => {
    let active = true;
    Promise.all([fetchQuestion(id), fetchAnswers(id)])
      .then(([found, list]) => active && (setQuestion(found), setAnswers(list), setProblem(null)))
      .catch((error: unknown) => active && setProblem(pageProblemOf(error)));
    return () => {
      active = false;
    };
  }, [id, i18n.resolvedLanguage]);

  // A new answer joins the end of the list; a changed one (marked helpful) takes its own place.
  const show = (answer: Answer) =>
    setAnswers((list) => {
      if (!list) return list;
      const known = list.results.some((item) => item.id === answer.id);
      const results = known
        ? list.results.map((item) => (item.id === answer.id ? answer : item))
        : [...list.results, answer];
      return { ...list, count: known ? list.count : list.count + 1, results };
    });
  const signedIn = isLoggedIn();
  // The asker's "this solved it": one answer at a time, so the mark moves from any other.
  const solvedBy = (answerId: string) =>
    void markSolved(id, answerId).then(
      (updated) => {
        setQuestion(updated);
        setAnswers(
          (list) =>
            list && {
              ...list,
              results: list.results.map((item) => ({ ...item, solved: item.id === answerId })),
            },
        );
      },
      () => setSolveFailed(true),
    );

  return (
    <article className="community-page" aria-labelledby="question-title">
      <p>
        <Link to="/community">{t('all_questions')}</Link>
      </p>
      {problem && (
        <p className="form-error" role="alert">
          {t(problem)}
        </p>
      )}
      {!question && !problem && <p role="status">{t('loading')}</p>}
      {question && (
        <>
          <h1 id="question-title" className="community-text">
            {question.text}
          </h1>
          <p className="community-meta">
            {t('crop_label', {
              crop: t(`advice:crop.${question.crop}` as 'advice:crop.maize', { defaultValue: question.crop }),
            })}
            {question.solved && <span className="community-badge">{t('solved')}</span>}
          </p>
          <CommunityByline author={question.author} createdAt={question.created_at} />
          {signedIn && !question.mine && <ReportPost post={{ question: question.id }} />}
          {question.photos.length > 0 && (
            <div className="community-photos">
              {question.photos.map((photo, index) => (
                <img key={photo} src={communityPhotoUrl(photo)} alt={t('photo', { number: index + 1 })} />
              ))}
            </div>
          )}
          <h2>{t('answers_title')}</h2>
          {answers && answers.count === 0 && <p>{t('no_answers')}</p>}
          {answers && (
            <ul className="community-answers">
              {answers.results.map((answer) => (
                <li key={answer.id}>
                  <p className="community-text">{answer.text}</p>
                  <CommunityByline author={answer.author} createdAt={answer.created_at} />
                  <p className="community-meta">
                    {t('helpful', { count: answer.helpful })}
                    {answer.solved && <span className="community-badge">{t('solved_it')}</span>}
                  </p>
                  {answer.state === 'held' && <p role="status">{t('answer_held')}</p>}
                  {signedIn && !answer.mine && !answer.marked_helpful && (
                    <button
                      type="button"
                      className="button"
                      onClick={() => void markHelpful(answer.id).then(show, () => undefined)}
                    >
                      {t('mark_helpful')}
                    </button>
                  )}
                  {question.mine && !answer.solved && answer.state === 'published' && (
                    <button type="button" className="button" onClick={() => solvedBy(answer.id)}>
                      {t('mark_solved')}
                    </button>
                  )}
                  {signedIn && !answer.mine && <ReportPost post={{ answer: answer.id }} />}
                </li>
              ))}
            </ul>
          )}
          {solveFailed && (
            <p className="form-error" role="alert">
              {t('solve_failed')}
            </p>
          )}
          {signedIn ? (
            <AnswerForm questionId={question.id} onAnswered={show} />
          ) : (
            <p>
              <Link to="/auth">{t('sign_in_to_answer')}</Link>
            </p>
          )}
        </>
      )}
    </article>
  );
}
