import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toApiFailure } from '../../../api/api-failure.ts';
import { decideOnAccount, fetchStaffAccount, fetchStaffAccountById } from '../../../api/staff.ts';
import { formatMoment } from '../../../language/day-format.ts';
import {
  accountDecisionSchema,
  type AccountAction,
  type StaffAccount,
} from '../../../contract/staff-accounts.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { messageText } from '../../../chat/message-text.ts';
import { useText } from '../../../chat/use-text.ts';

const REASON_MIN = accountDecisionSchema.shape.reason.minLength ?? 3;

/**
 * Admins only: find an account by phone number, then suspend, reinstate or terminate it with a reason
 * (SPEC §4). Terminating deletes the account for good, so it is asked twice. A found account has its
 * own address (/staff/accounts/{id}), so a link, Back and a reload open it again.
 */
export function StaffAccounts({ accountId }: { accountId: string | null }) {
  const { t, i18n } = useTranslation('staff');
  const navigate = useNavigate();
  const resolve = useText();
  const [phone, setPhone] = useState('');
  const [account, setAccount] = useState<StaffAccount | null>(null);
  const [reason, setReason] = useState('');
  const [language, setLanguage] = useState<'en' | 'sw'>('sw');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phoneId = useId();
  const reasonId = useId();
  const reasonHintId = useId();
  const languageId = useId();
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  // The warning takes the focus, so a screen reader reads what terminating does before the final button.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const problemText = (error: unknown, notFound: string) => {
    const failure = toApiFailure(error);
    return failure.kind === 'detail' && failure.status === 404
      ? notFound
      : messageText(failureMessage(failure), resolve);
  };
  const explain = (error: unknown, notFound: string) => setProblem(problemText(error, notFound));

  // Opened by its address: fetched unless the search just found it (or it was just shown).
  const shownId = useRef<string | null>(null);
  const [openFailure, setOpenFailure] = useState<{ id: string; error: unknown } | null>(null);
  useEffect(() => {
    if (!accountId || shownId.current === accountId) return;
    let active = true;
    fetchStaffAccountById(accountId)
      .then((found) => {
        if (!active) return;
        shownId.current = found.id;
        setAccount(found);
      })
      .catch((error: unknown) => active && setOpenFailure({ id: accountId, error }));
    return () => {
      active = false;
    };
  }, [accountId]);
  // The account shown is the one the address names: Back to /staff/accounts leaves the search alone.
  const shown = account && account.id === accountId ? account : null;
  const shownProblem =
    problem ?? (openFailure?.id === accountId ? problemText(openFailure.error, t('accounts.gone')) : null);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setDone(null);
    setConfirming(false);
    if (!phone.trim()) return setProblem(t('accounts.phone_missing'));
    setBusy(true);
    try {
      const found = await fetchStaffAccount(phone.trim());
      shownId.current = found.id;
      setAccount(found);
      setReason('');
      void navigate(`/staff/accounts/${found.id}`);
    } catch (error) {
      setAccount(null);
      explain(error, t('accounts.not_found'));
      void navigate('/staff/accounts');
    } finally {
      setBusy(false);
    }
  };

  const decide = async (subject: StaffAccount, action: AccountAction) => {
    setProblem(null);
    setDone(null);
    if (reason.trim().length < REASON_MIN) {
      setConfirming(false);
      setProblem(t('accounts.reason_missing', { count: REASON_MIN }));
      reasonRef.current?.focus();
      return;
    }
    if (action === 'terminate' && !confirming) return setConfirming(true);
    setBusy(true);
    try {
      const updated = await decideOnAccount(subject.id, action, { reason: reason.trim(), language });
      setAccount(updated);
      setReason('');
      setConfirming(false);
      setDone(t(`accounts.done.${action}`, { name: subject.name }));
      // A deleted account has no address any more.
      if (!updated) void navigate('/staff/accounts', { replace: true });
    } catch (error) {
      // The account may have been terminated by another admin meanwhile.
      explain(error, t('accounts.gone'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="accounts-title">
      <h2 id="accounts-title">{t('accounts.title')}</h2>
      <form className="staff-form" onSubmit={(event) => void search(event)}>
        <label htmlFor={phoneId}>{t('accounts.phone')}</label>
        <input
          id={phoneId}
          type="tel"
          autoComplete="off"
          inputMode="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('accounts.search')}
        </button>
      </form>
      {/* Always present, so screen readers announce each outcome as it arrives. */}
      <p role="status" className="staff-status">
        {done}
      </p>
      {shownProblem && (
        <p className="form-error" role="alert">
          {shownProblem}
        </p>
      )}
      {shown && (
        <article className="staff-request" aria-labelledby="account-name">
          <h3 id="account-name">{shown.name}</h3>
          <dl className="staff-facts">
            <dt>{t('accounts.phone_label')}</dt>
            <dd>{shown.phone_number}</dd>
            <dt>{t('accounts.status_label')}</dt>
            <dd>{t(`accounts.status.${shown.status}`)}</dd>
          </dl>
          <h4>{t('accounts.decisions')}</h4>
          {shown.decisions.length === 0 ? (
            <p>{t('accounts.no_decisions')}</p>
          ) : (
            <ul>
              {shown.decisions.map((decision) => (
                <li key={`${decision.created_at}-${decision.action}`}>
                  {t('accounts.decision', {
                    action: t(`accounts.action.${decision.action}`),
                    by: decision.by,
                    when: formatMoment(decision.created_at, i18n.language),
                    reason: decision.reason,
                  })}
                </li>
              ))}
            </ul>
          )}
          <div className="staff-form">
            <label htmlFor={reasonId}>{t('accounts.reason')}</label>
            <textarea
              id={reasonId}
              ref={reasonRef}
              value={reason}
              rows={3}
              maxLength={500}
              aria-describedby={reasonHintId}
              onChange={(event) => setReason(event.target.value)}
            />
            <p id={reasonHintId} className="staff-form__hint">
              {t('accounts.reason_hint')}
            </p>
            <label htmlFor={languageId}>{t('accounts.sms_language')}</label>
            <select
              id={languageId}
              className="staff-select"
              value={language}
              onChange={(event) => setLanguage(event.target.value as 'en' | 'sw')}
            >
              <option value="sw">{t('language.sw')}</option>
              <option value="en">{t('language.en')}</option>
            </select>
          </div>
          <div className="staff-outcome" role="group" aria-label={t('accounts.actions')}>
            {shown.status === 'active' ? (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void decide(shown, 'suspend')}
              >
                {t('accounts.suspend')}
              </button>
            ) : (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void decide(shown, 'reinstate')}
              >
                {t('accounts.reinstate')}
              </button>
            )}
            {!confirming && (
              <button
                type="button"
                className="button button--danger"
                disabled={busy}
                onClick={() => void decide(shown, 'terminate')}
              >
                {t('accounts.terminate')}
              </button>
            )}
          </div>
          {confirming && (
            <div className="staff-confirm">
              <p ref={confirmRef} tabIndex={-1}>
                <strong>{t('accounts.confirm_warning', { name: shown.name })}</strong>
              </p>
              <div className="staff-outcome">
                <button
                  type="button"
                  className="button button--danger-solid"
                  disabled={busy}
                  onClick={() => void decide(shown, 'terminate')}
                >
                  {t('accounts.confirm_terminate')}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setConfirming(false);
                    reasonRef.current?.focus();
                  }}
                >
                  {t('accounts.cancel')}
                </button>
              </div>
            </div>
          )}
        </article>
      )}
    </section>
  );
}
