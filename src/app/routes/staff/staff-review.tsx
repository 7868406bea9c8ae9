import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '../../../api/api-failure.ts';
import { reviewCase } from '../../../api/staff.ts';
import { messageText } from '../../../chat/message-text.ts';
import { useText } from '../../../chat/use-text.ts';
import { REVIEW_NOTE_MAX, UNKNOWN_LABEL } from '../../../contract/case-review.ts';
import type { StaffCallback } from '../../../contract/staff.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { fetchModelLabels } from '../../../machines/flows/diagnosis/model-labels.ts';

/**
 * Under a case's photos: the agronomist confirms the model's answer, or corrects it to another label
 * the model knows (or "unknown / other"), with an optional note. The farmer sees it in the chat.
 */
export function StaffReview({
  booking,
  onReviewed,
}: {
  booking: StaffCallback;
  onReviewed: (updated: StaffCallback) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: diagnosis } = useTranslation('diagnosis');
  const resolve = useText();
  const [labels, setLabels] = useState<string[]>([]);
  const [label, setLabel] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { label: useId(), note: useId() };
  const modelLabel = booking.case?.finding?.label;
  const review = booking.review;

  useEffect(() => {
    void fetchModelLabels()
      .then(({ metadata }) => setLabels(metadata.labels.map((entry) => entry.label)))
      .catch(() => setProblem(t('review.labels_failed')));
  }, [t]);

  const name = (value: string) =>
    value === UNKNOWN_LABEL
      ? t('review.unknown')
      : diagnosis(`condition.${value}` as 'condition.any__not_a_plant');

  const send = async (picked: string) => {
    setBusy(true);
    try {
      onReviewed(await reviewCase(booking.id, { label: picked, note: note.trim() || undefined }));
      setNote('');
      setProblem(null);
    } catch (error) {
      // The choice and the note stay as they were, so nothing is lost when saving fails.
      setProblem(messageText(failureMessage(toApiFailure(error)), resolve));
    } finally {
      setBusy(false);
    }
  };
  const correct = (event: FormEvent) => {
    event.preventDefault();
    if (!label) return setProblem(t('review.pick_label'));
    void send(label);
  };

  return (
    <form className="staff-form staff-review" onSubmit={correct} aria-labelledby={`${ids.label}-title`}>
      <h4 id={`${ids.label}-title`}>{t('review.title')}</h4>
      {review && (
        <p role="status" data-testid="staff-review-status">
          {t(`review.${review.decision}`, { author: review.author, name: name(review.label) })}
        </p>
      )}
      {modelLabel && (
        <button type="button" className="button" disabled={busy} onClick={() => void send(modelLabel)}>
          {t('review.confirm', { name: name(modelLabel) })}
        </button>
      )}
      <label htmlFor={ids.label}>{t('review.correct_label')}</label>
      <select id={ids.label} value={label} onChange={(event) => setLabel(event.target.value)}>
        <option value="">{t('review.choose')}</option>
        {labels
          .filter((value) => value !== modelLabel)
          .map((value) => (
            <option key={value} value={value}>
              {name(value)}
            </option>
          ))}
        <option value={UNKNOWN_LABEL}>{name(UNKNOWN_LABEL)}</option>
      </select>
      <label htmlFor={ids.note}>{t('review.note_label')}</label>
      <textarea
        id={ids.note}
        value={note}
        rows={2}
        maxLength={REVIEW_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
      />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('review.correct')}
      </button>
    </form>
  );
}
