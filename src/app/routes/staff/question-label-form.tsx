import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '../../../api/api-failure.ts';
import { labelQuestion } from '../../../api/staff-community-labels.ts';
import { messageText } from '../../../chat/message-text.ts';
import { useText } from '../../../chat/use-text.ts';
import type { LabellingItem, QuestionLabel } from '../../../contract/community-label.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { useReviewChoices } from './use-review-choices.ts';

/**
 * The known condition an agronomist sees in a question's photos: one of the model's conditions for the
 * question's crop. What the form then says is the server's answer; a failure keeps the choice and
 * offers to save it again.
 */
export function QuestionLabelForm({
  item,
  onSaved,
}: {
  item: LabellingItem;
  onSaved: (label: QuestionLabel) => void;
}) {
  const { t } = useTranslation('staff');
  const resolve = useText();
  const { groups, failed: choicesFailed } = useReviewChoices(item.crop);
  const [choice, setChoice] = useState(item.label ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ retry: boolean; label: string | null; text: string } | null>(null);
  const fieldId = useId();
  const nameOf = (label: string) => groups?.own.find((entry) => entry.label === label)?.name ?? label;

  const save = async (label: string | null) => {
    if (label === '') return setProblem({ retry: false, label: null, text: t('labels.choose_first') });
    setBusy(true);
    try {
      onSaved(await labelQuestion(item.question, label));
      setProblem(null);
      if (label === null) setChoice('');
    } catch (error) {
      setProblem({ retry: true, label, text: messageText(failureMessage(toApiFailure(error)), resolve) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="staff-form" aria-busy={busy}>
      <p role="status">
        {item.label
          ? t('labels.named', { condition: nameOf(item.label), by: item.labelled_by ?? t('labels.someone') })
          : t('labels.not_named')}
      </p>
      <label htmlFor={fieldId}>{t('labels.condition')}</label>
      <select
        id={fieldId}
        className="staff-select"
        value={choice}
        disabled={!groups}
        onChange={(event) => setChoice(event.target.value)}
      >
        <option value="">{t('labels.choose')}</option>
        {groups?.own.map((entry) => (
          <option key={entry.label} value={entry.label}>
            {entry.name}
          </option>
        ))}
      </select>
      {choicesFailed && (
        <p className="form-error" role="alert">
          {t('load_failed')}
        </p>
      )}
      <p className="staff-form__hint">{t('labels.hint')}</p>
      <div className="staff-outcome">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void save(choice)}
        >
          {t('labels.save')}
        </button>
        {item.label && (
          <button type="button" className="button" disabled={busy} onClick={() => void save(null)}>
            {t('labels.remove')}
          </button>
        )}
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem.retry && t('labels.failed')} {problem.text}{' '}
          {problem.retry && (
            <button type="button" className="button" onClick={() => void save(problem.label)}>
              {t('retry')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
