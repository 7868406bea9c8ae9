import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '../../../api/api-failure.ts';
import { reviewCase } from '../../../api/staff.ts';
import { messageText } from '../../../chat/message-text.ts';
import { useText } from '../../../chat/use-text.ts';
import { REVIEW_NOTE_MAX, UNKNOWN_LABEL } from '../../../contract/case-review.ts';
import type { StaffCallback } from '../../../contract/staff.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { useReviewChoices, type ReviewChoice } from './use-review-choices.ts';
import { useStaffDraft } from './use-staff-draft.ts';
import { useStaffTime } from './use-staff-time.ts';

/**
 * Under a case's photos: the agronomist confirms the model's answer, or corrects it to another label
 * (this crop's first, searchable in both languages) or "unknown / other", with an optional note.
 * Changing a review asks first; the farmer gets one message per review, after a short grace or when
 * the booking is resolved, and a changed one says it replaces the earlier answer.
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
  const time = useStaffTime();
  const modelLabel = booking.case?.finding?.label;
  const crop = booking.case?.crop ?? modelLabel?.split('__')[0];
  const { groups, failed } = useReviewChoices(crop);
  const [search, setSearch] = useState('');
  // The correction picked and the note are drafts until saved: a reload keeps them.
  const [label, setLabel] = useStaffDraft(`${booking.id}:review-label`);
  const [note, setNote] = useStaffDraft(`${booking.id}:review-note`);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), search: useId(), label: useId(), note: useId() };
  const review = booking.review;

  const name = (value: string) =>
    value === UNKNOWN_LABEL
      ? t('review.unknown')
      : diagnosis(`condition.${value}` as 'condition.any__not_a_plant', value);
  const matches = (choice: ReviewChoice) =>
    !search.trim() ||
    search
      .toLowerCase()
      .split(/\s+/)
      .every((word) => choice.words.includes(word) || choice.name.toLowerCase().includes(word));

  const send = async (picked: string) => {
    setBusy(true);
    setConfirming(null);
    try {
      onReviewed(await reviewCase(booking.id, { label: picked, note: note.trim() || undefined }));
      setNote('');
      setLabel('');
      setProblem(null);
    } catch (error) {
      // The choice and the note stay as they were, so nothing is lost when saving fails.
      setProblem(messageText(failureMessage(toApiFailure(error)), resolve));
    } finally {
      setBusy(false);
    }
  };
  // A review already given is changed only after a second, explicit yes.
  const pick = (picked: string) =>
    review && review.label !== picked ? setConfirming(picked) : void send(picked);
  const correct = (event: FormEvent) => {
    event.preventDefault();
    if (!label) return setProblem(t('review.pick_label'));
    pick(label);
  };
  const options = (list: ReviewChoice[]) =>
    list
      .filter((choice) => choice.label !== modelLabel && matches(choice))
      .map((choice) => (
        <option key={choice.label} value={choice.label}>
          {choice.name}
        </option>
      ));

  return (
    <form className="staff-form staff-review" onSubmit={correct} aria-labelledby={ids.title}>
      <h4 id={ids.title}>{t('review.title')}</h4>
      {review && (
        <>
          <p role="status" data-testid="staff-review-status">
            {t(`review.${review.decision}`, { author: review.author, name: name(review.label) })}
          </p>
          {(review.message_due_at || review.told_label) && (
            <p className="staff-form__hint" data-testid="staff-review-message">
              {review.message_due_at
                ? t('review.message_waiting', { time: time(review.message_due_at) })
                : t('review.message_sent', { name: name(review.told_label!) })}
            </p>
          )}
        </>
      )}
      {modelLabel && (!review || review.label !== modelLabel) && (
        <button
          type="button"
          className="button"
          data-shortcut="y"
          aria-keyshortcuts="Y"
          disabled={busy}
          onClick={() => pick(modelLabel)}
        >
          {t('review.confirm', { name: name(modelLabel) })}
        </button>
      )}
      <label htmlFor={ids.search}>{t('review.search_label')}</label>
      <input
        id={ids.search}
        type="search"
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      <label htmlFor={ids.label}>{t('review.correct_label')}</label>
      <select id={ids.label} value={label} onChange={(event) => setLabel(event.target.value)}>
        <option value="">{t('review.choose')}</option>
        {groups && (
          <>
            <optgroup
              label={t('review.this_crop', { crop: diagnosis(`crop.${crop}` as 'crop.maize', crop ?? '') })}
            >
              {options(groups.own)}
            </optgroup>
            <optgroup label={t('review.other_crop')}>{options(groups.other)}</optgroup>
            <option value={UNKNOWN_LABEL}>{groups.unknown.name}</option>
          </>
        )}
      </select>
      <label htmlFor={ids.note}>{t('review.note_label')}</label>
      <textarea
        id={ids.note}
        value={note}
        rows={2}
        maxLength={REVIEW_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
      />
      {(problem || failed) && (
        <p className="form-error" role="alert">
          {problem ?? t('review.labels_failed')}
        </p>
      )}
      {confirming && review ? (
        <div className="staff-confirm" role="group" aria-labelledby={`${ids.title}-confirm`}>
          <p id={`${ids.title}-confirm`}>
            {t('review.change_warning', { before: name(review.label), after: name(confirming) })}
          </p>
          <button
            type="button"
            className="button button--primary"
            autoFocus
            onClick={() => void send(confirming)}
          >
            {t('review.change_yes', { name: name(confirming) })}
          </button>{' '}
          <button type="button" className="button" onClick={() => setConfirming(null)}>
            {t('review.change_no', { name: name(review.label) })}
          </button>
        </div>
      ) : (
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('review.correct')}
        </button>
      )}
    </form>
  );
}
