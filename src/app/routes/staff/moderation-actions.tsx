import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '../../../api/api-failure.ts';
import { moderatePost } from '../../../api/staff-moderation.ts';
import { messageText } from '../../../chat/message-text.ts';
import { useText } from '../../../chat/use-text.ts';
import {
  MODERATION_ACTIONS,
  moderationActionCreateSchema,
  type ModerationAction,
  type ModerationItem,
} from '../../../contract/community-moderation.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { useStaffDraft } from './use-staff-draft.ts';

const REASON_MIN = moderationActionCreateSchema.shape.reason.minLength ?? 3;

/** Whether an action can still change something: the server refuses the others (or they would do nothing). */
function applies(action: ModerationAction, item: ModerationItem) {
  if (action === 'hide') return item.state !== 'hidden';
  if (action === 'restore') return item.state !== 'published';
  return item.author !== null && (action === 'warn' || item.author.status === 'active');
}

/**
 * Hide, restore, warn or suspend, with one reason. What the page then says comes from the server's
 * answer (the post's state, the author's standing), never from the click. A failure says so, keeps the
 * typed reason (a draft that survives a reload too) and offers the same action again.
 */
export function ModerationActions({
  item,
  onChanged,
}: {
  item: ModerationItem;
  onChanged: (updated: ModerationItem) => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const resolve = useText();
  const [reason, setReason] = useDraftReason(item.id);
  const [language, setLanguage] = useState<'en' | 'sw'>(i18n.language === 'en' ? 'en' : 'sw');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ action: ModerationAction | null; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reasonId = useId();
  const hintId = useId();
  const languageId = useId();

  const act = async (action: ModerationAction) => {
    if (reason.trim().length < REASON_MIN) {
      setDone(null);
      return setProblem({ action: null, text: t('moderation.reason_missing', { count: REASON_MIN }) });
    }
    setBusy(true);
    setDone(null);
    try {
      const updated = await moderatePost(item.kind, item.id, { action, reason: reason.trim(), language });
      onChanged(updated);
      setReason('');
      setProblem(null);
      setDone(outcome(action, updated));
    } catch (error) {
      setProblem({ action, text: messageText(failureMessage(toApiFailure(error)), resolve) });
    } finally {
      setBusy(false);
    }
  };

  const outcome = (action: ModerationAction, updated: ModerationItem) => {
    const name = updated.author?.name ?? t('moderation.former_member');
    if (action === 'hide' || action === 'restore')
      return t('moderation.outcome.state', {
        kind: t(`moderation.kind.${updated.kind}`),
        state: t(`moderation.state.${updated.state}`),
      });
    if (action === 'warn')
      return t('moderation.outcome.warn', { name, count: updated.author?.warnings ?? 0 });
    return t('moderation.outcome.suspend', {
      name,
      status: t(`accounts.status.${updated.author?.status ?? 'suspended'}`),
    });
  };

  return (
    <fieldset className="staff-form staff-moderation__actions" aria-busy={busy}>
      <legend>{t('moderation.actions')}</legend>
      <label htmlFor={reasonId}>{t('moderation.reason_label')}</label>
      <textarea
        id={reasonId}
        rows={3}
        maxLength={500}
        value={reason}
        aria-describedby={hintId}
        onChange={(event) => setReason(event.target.value)}
      />
      <p id={hintId} className="staff-form__hint">
        {t('moderation.reason_hint')}
      </p>
      <label htmlFor={languageId}>{t('accounts.sms_language')}</label>{' '}
      <select
        id={languageId}
        className="staff-select"
        value={language}
        onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'sw')}
      >
        <option value="sw">Kiswahili</option>
        <option value="en">English</option>
      </select>
      <div className="staff-outcome">
        {MODERATION_ACTIONS.filter((action) => applies(action, item)).map((action) => (
          <button
            key={action}
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void act(action)}
          >
            {t(`moderation.action.${action}`)}
          </button>
        ))}
      </div>
      {done && <p role="status">{done}</p>}
      {problem && (
        <p className="form-error" role="alert">
          {problem.action && t('moderation.failed', { action: t(`moderation.action.${problem.action}`) })}{' '}
          {problem.text}{' '}
          {problem.action && (
            <button type="button" className="button" onClick={() => void act(problem.action!)}>
              {t('retry')}
            </button>
          )}
        </p>
      )}
    </fieldset>
  );
}

/** The reason is a draft until an action is taken: a reload or a failed call keeps it. */
const useDraftReason = (postId: string) => useStaffDraft(`moderation:${postId}`);
