import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchLabellingQuestions, fetchQuestionPhotoUrl } from '../../../api/staff-community-labels.ts';
import type { LabellingItem, QuestionLabel } from '../../../contract/community-label.ts';
import { formatMoment } from '../../../language/day-format.ts';
import { CasePhotos } from './case-photos.tsx';
import { QuestionLabelForm } from './question-label-form.tsx';
import { StaffPages } from './staff-pages.tsx';

type Shown = 'unlabelled' | 'labelled' | 'all';
type List = Awaited<ReturnType<typeof fetchLabellingQuestions>>;
const SHOWN: readonly Shown[] = ['unlabelled', 'labelled', 'all'];
const labelledOf = { unlabelled: false, labelled: true, all: undefined } as const;

/** One question: its words, its photos (large enough to judge) and the label form. */
function LabellingQuestion({
  item,
  onSaved,
}: {
  item: LabellingItem;
  onSaved: (label: QuestionLabel) => void;
}) {
  const { i18n } = useTranslation('staff');
  const fetchPhoto = useCallback(
    (position: string) => fetchQuestionPhotoUrl(item.question, position),
    [item.question],
  );
  return (
    <li className="staff-request">
      <p>{formatMoment(item.created_at, i18n.language)}</p>
      <blockquote className="staff-moderation__text">{item.text}</blockquote>
      <CasePhotos
        fetchPhoto={fetchPhoto}
        photoIds={Array.from({ length: item.photos }, (_, position) => String(position))}
      />
      <QuestionLabelForm key={item.label ?? ''} item={item} onSaved={onSaved} />
    </li>
  );
}

/**
 * Agronomists name the known condition in Community questions' photos (issue 31 §1): such a question
 * joins the confirmed set (for training, where its owner allowed it) and the outbreak watch's reported
 * cases. Unlabelled first; what is shown and the page are in the address (/staff/community?shown=&page=).
 */
export function StaffCommunityLabels() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const shown = SHOWN.find((value) => value === params.get('shown')) ?? 'unlabelled';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const show = (next: { shown: Shown; page: number }) =>
    setParams({
      ...(next.shown === 'unlabelled' ? {} : { shown: next.shown }),
      ...(next.page > 1 ? { page: String(next.page) } : {}),
    });
  const [list, setList] = useState<List | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const shownId = useId();

  useEffect(() => {
    let active = true;
    fetchLabellingQuestions(labelledOf[shown], page)
      .then((result) => active && (setList(result), setFailed(false)))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [shown, page, attempt]);

  // The question stays where it is until the list is read again, so the agronomist sees what was saved.
  const saved = (label: QuestionLabel) =>
    setList(
      (current) =>
        current && {
          ...current,
          results: current.results.map((item) =>
            item.question === label.question ? { ...item, ...label } : item,
          ),
        },
    );

  return (
    <section aria-labelledby="labels-title">
      <h2 id="labels-title">{t('labels.title')}</h2>
      <label htmlFor={shownId}>{t('labels.show')}</label>{' '}
      <select
        id={shownId}
        className="staff-select"
        value={shown}
        onChange={(event) =>
          show({ shown: SHOWN.find((value) => value === event.target.value) ?? 'unlabelled', page: 1 })
        }
      >
        {SHOWN.map((value) => (
          <option key={value} value={value}>
            {t(`labels.shown.${value}`)}
          </option>
        ))}
      </select>
      {failed && (
        <p className="form-error" role="alert">
          {t('load_failed')}{' '}
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </p>
      )}
      {list && (
        <>
          <p role="status">{t('labels.count', { count: list.count, page })}</p>
          <ul className="staff-queue__list">
            {list.results.map((item) => (
              <LabellingQuestion key={item.question} item={item} onSaved={saved} />
            ))}
          </ul>
          <StaffPages list={list} page={page} onPage={(p) => show({ shown, page: p })} />
        </>
      )}
    </section>
  );
}
