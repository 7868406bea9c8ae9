import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { decideAlert, editAlertText, fetchAlertDraft } from '../../../api/alerts.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import { messageText } from '../../../chat/message-text.ts';
import { useText } from '../../../chat/use-text.ts';
import type { AlertDraft, AlertDraftDetail } from '../../../contract/alerts.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { useConditionName } from './use-condition-name.ts';

type Action = 'save' | 'approve' | 'drop';
type Outcome = { action: Action; ok: true } | { action: Action; ok: false; problem: string };

const LANGUAGES = ['en', 'sw'] as const;

/**
 * One outbreak alert at its own address (/staff/alerts/{id}): its ward, condition and cases, its text
 * in English and Kiswahili to edit, and approve (after saying how many farmers it reaches) or drop.
 * What each button did is what the server answered; a failure keeps the typed text and offers the same
 * step again. An alert another agronomist decided meanwhile is shown as they left it.
 */
export function StaffAlertPage({ id }: { id: string }) {
  const { t } = useTranslation('staff');
  const resolve = useText();
  const conditionName = useConditionName();
  const [alert, setAlert] = useState<AlertDraftDetail | null>(null);
  const [loadFailure, setLoadFailure] = useState<'missing' | 'failed' | null>(null);
  const [text, setText] = useState({ en: '', sw: '' });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fieldIds = { en: useId(), sw: useId() };

  const load = useCallback(
    () =>
      fetchAlertDraft(id).then((found) => {
        setAlert(found);
        setText({ en: found.text_en, sw: found.text_sw });
        setLoadFailure(null);
      }),
    [id],
  );

  useEffect(() => {
    load().catch((error: unknown) => {
      const failure = toApiFailure(error);
      setLoadFailure(failure.kind === 'detail' && failure.status === 404 ? 'missing' : 'failed');
    });
  }, [load]);

  if (!alert) {
    return (
      <section aria-labelledby="alert-title">
        <Link className="button" to="/staff/alerts">
          {t('alerts.back')}
        </Link>
        <h2 id="alert-title">{t('alerts.title')}</h2>
        {loadFailure ? (
          <p className="form-error" role="alert">
            {t(loadFailure === 'missing' ? 'alerts.missing' : 'load_failed')}
          </p>
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </section>
    );
  }

  const isDraft = alert.status === 'draft';
  const changed = text.en.trim() !== alert.text_en || text.sw.trim() !== alert.text_sw;
  const decided = (updated: AlertDraft) => setAlert((current) => current && { ...current, ...updated });

  const run = async (action: Action) => {
    setBusy(true);
    setConfirming(false);
    try {
      // Approving sends what is in the boxes: unsaved edits are saved first.
      if (action === 'save' || (action === 'approve' && changed)) {
        decided(await editAlertText(id, { text_en: text.en.trim(), text_sw: text.sw.trim() }));
      }
      if (action !== 'save') decided(await decideAlert(id, action));
      setOutcome({ action, ok: true });
    } catch (error) {
      const failure = toApiFailure(error);
      setOutcome({ action, ok: false, problem: messageText(failureMessage(failure), resolve) });
      // Decided by someone else meanwhile: show it as it now is (the typed text stays in the boxes).
      if (failure.kind === 'detail' && failure.status === 409) {
        await fetchAlertDraft(id)
          .then((found) => setAlert(found))
          .catch(() => undefined);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="alert-title" aria-busy={busy}>
      <Link className="button" to="/staff/alerts">
        {t('alerts.back')}
      </Link>
      <h2 id="alert-title">
        {t('alerts.heading', { condition: conditionName(alert.condition), ward: alert.ward_name })}
      </h2>
      <dl className="staff-alerts__facts">
        <dt>{t('alerts.state')}</dt>
        <dd>{t(`alerts.status.${alert.status}`)}</dd>
        <dt>{t('alerts.confirmed')}</dt>
        <dd>{t('alerts.cases', { count: alert.farms, day: alert.created_at })}</dd>
        <dt>{t('alerts.reach')}</dt>
        <dd>{t('alerts.recipients', { count: alert.recipients })}</dd>
      </dl>
      <form
        className="staff-form"
        onSubmit={(event) => {
          event.preventDefault();
          void run('save');
        }}
      >
        {LANGUAGES.map((language) => (
          <div key={language}>
            <label htmlFor={fieldIds[language]}>{t(`alerts.text_${language}`)}</label>
            <textarea
              id={fieldIds[language]}
              lang={language}
              rows={4}
              minLength={10}
              maxLength={600}
              value={text[language]}
              readOnly={!isDraft}
              onChange={(event) => setText((current) => ({ ...current, [language]: event.target.value }))}
            />
          </div>
        ))}
        {isDraft && (
          <div className="staff-alerts__actions">
            <button type="submit" className="button" disabled={busy || !changed}>
              {t('alerts.save')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              aria-expanded={confirming}
              onClick={() => setConfirming(true)}
            >
              {t('alerts.approve')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void run('drop')}>
              {t('alerts.drop')}
            </button>
          </div>
        )}
      </form>
      {confirming && isDraft && (
        <div className="staff-alerts__confirm" role="group" aria-labelledby="alert-confirm">
          <p id="alert-confirm">{t('alerts.confirm', { count: alert.recipients })}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void run('approve')}
          >
            {t('alerts.confirm_yes', { count: alert.recipients })}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            {t('alerts.confirm_no')}
          </button>
        </div>
      )}
      {outcome?.ok && (
        <p role="status" className="staff-alerts__done">
          {t(`alerts.done.${outcome.action}`, { count: alert.recipients })}
        </p>
      )}
      {outcome && !outcome.ok && (
        <p className="form-error" role="alert">
          {t(`alerts.failed.${outcome.action}`)} {outcome.problem}{' '}
          {alert.status === 'draft' && (
            <button type="button" className="button" onClick={() => void run(outcome.action)}>
              {t('retry')}
            </button>
          )}
        </p>
      )}
    </section>
  );
}
