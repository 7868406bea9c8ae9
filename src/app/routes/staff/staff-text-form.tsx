import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '../../../api/api-failure.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { STAFF_ANSWER_MAX } from '../../../contract/staff.ts';
import { messageText } from '../../../chat/message-text.ts';
import { useText } from '../../../chat/use-text.ts';
import { useStaffDraft } from './use-staff-draft.ts';

/** SMS are counted as phones bill them: one up to 160 characters, then 153 per part. */
const smsCount = (length: number) => (length <= 160 ? 1 : Math.ceil(length / 153));

/**
 * A note for colleagues, or an answer that goes to the farmer by SMS and into their chat. What is typed
 * is a draft until it is sent: a reload keeps it (see {@link useStaffDraft}).
 */
export function StaffTextForm({
  kind,
  draftKey,
  onSubmit,
}: {
  kind: 'note' | 'answer';
  /** Whose draft this is, e.g. the booking's id and the kind. */
  draftKey: string;
  onSubmit: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('staff');
  const resolve = useText();
  const [text, setText] = useStaffDraft(draftKey);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem(t('form.empty'));
    setBusy(true);
    try {
      await onSubmit(text.trim());
      setText('');
      setProblem(null);
    } catch (error) {
      // What was typed stays in the box, so nothing is lost when sending fails.
      setProblem(messageText(failureMessage(toApiFailure(error)), resolve));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="staff-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={fieldId}>{t(`form.${kind}_label`)}</label>
      <textarea
        id={fieldId}
        value={text}
        rows={3}
        maxLength={kind === 'answer' ? STAFF_ANSWER_MAX : 2000}
        aria-describedby={hintId}
        data-shortcut={kind === 'answer' ? 'a' : undefined}
        aria-keyshortcuts={kind === 'answer' ? 'A' : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={hintId} className="staff-form__hint">
        {kind === 'answer'
          ? t('form.sms_count', { length: text.length, count: smsCount(text.length) })
          : t('form.note_hint')}
      </p>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t(`form.${kind}_send`)}
      </button>
    </form>
  );
}
