import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toApiFailure } from '../../../api/api-failure.ts';
import { exchangeSocialTicket, linkWithPassword, registerWithProvider } from '../../../api/social-sign-in.ts';
import { SOCIAL_FAILURES, type SocialFailure, type SocialSession } from '../../../contract/social-sign-in.ts';

type Consent = Extract<SocialSession, { status: 'consent' }>;
type Stage =
  | { kind: 'working' }
  | { kind: 'failure'; failure: SocialFailure }
  | { kind: 'problem'; text: string }
  | { kind: 'consent'; ticket: string; consent: Consent };

/** The ticket comes in the fragment (never sent to a server, never in logs); an error in the query. */
function arrival(): { ticket: string } | { failure: SocialFailure } {
  const error = new URLSearchParams(window.location.search).get('error');
  const ticket = new URLSearchParams(window.location.hash.slice(1)).get('ticket');
  if (ticket && !error) return { ticket };
  return { failure: SOCIAL_FAILURES.find((known) => known === error) ?? 'failed' };
}

/**
 * Where a social sign-in comes back (issue 31 §3): straight on for a known provider account, else a
 * consent screen (what is taken, the age rule, the terms) or, when an account of ours holds the
 * e-mail or phone the provider vouched for, that account's password. A failure says what happened.
 */
export function SocialSignInPage() {
  const { t } = useTranslation(['community', 'errors']);
  const navigate = useNavigate();
  const [came] = useState(arrival);
  const [stage, setStage] = useState<Stage>(() =>
    'failure' in came ? { kind: 'failure', failure: came.failure } : { kind: 'working' },
  );

  function problemText(error: unknown): string {
    const failure = toApiFailure(error);
    if ('detail' in failure && failure.detail) return failure.detail;
    if (failure.kind === 'fields') return Object.values(failure.fields).flat().join(' ');
    return t('social.failed');
  }

  useEffect(() => {
    // The ticket works once: it leaves the address bar and the history at once.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!('ticket' in came)) return;
    exchangeSocialTicket(came.ticket)
      .then((session) =>
        session.status === 'signed_in'
          ? void navigate('/community', { replace: true })
          : setStage({ kind: 'consent', ticket: came.ticket, consent: session }),
      )
      .catch((error: unknown) => setStage({ kind: 'problem', text: problemText(error) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ticket is exchanged once, on arrival
  }, [came]);

  return (
    <section className="community-page social-sign-in-page" aria-labelledby="social-title">
      <h1 id="social-title">
        {stage.kind === 'consent'
          ? t(stage.consent.link ? 'social.link_title' : 'social.consent_title', {
              provider: stage.consent.provider,
            })
          : t('social.title')}
      </h1>
      {stage.kind === 'working' && <p role="status">{t('social.working')}</p>}
      {(stage.kind === 'failure' || stage.kind === 'problem') && (
        <>
          <p role="alert">{stage.kind === 'failure' ? t(`social.failure.${stage.failure}`) : stage.text}</p>
          <p>
            <Link to="/community">{t('social.back')}</Link>
          </p>
        </>
      )}
      {stage.kind === 'consent' &&
        (stage.consent.link ? (
          <LinkForm ticket={stage.ticket} consent={stage.consent} problemText={problemText} />
        ) : (
          <ConsentForm ticket={stage.ticket} consent={stage.consent} problemText={problemText} />
        ))}
    </section>
  );
}

interface FormProps {
  ticket: string;
  consent: Consent;
  problemText(error: unknown): string;
}

function useSubmit(problemText: (error: unknown) => string, action: () => Promise<unknown>) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      await action();
      void navigate('/community', { replace: true });
    } catch (error) {
      setProblem(problemText(error));
      setSending(false);
    }
  };
  return { sending, problem, submit };
}

/** What is taken from the provider, the nickname (changeable), the age rule and the terms. */
function ConsentForm({ ticket, consent, problemText }: FormProps) {
  const { t } = useTranslation('community');
  const [nickname, setNickname] = useState(consent.nickname ?? '');
  const [usePicture, setUsePicture] = useState(consent.picture);
  const [adult, setAdult] = useState<boolean | null>(null);
  const [guardianName, setGuardianName] = useState('');
  const [guardianPhone, setGuardianPhone] = useState('');
  const [guardianConsent, setGuardianConsent] = useState(false);
  const [terms, setTerms] = useState(false);
  const provider = consent.provider;
  const { sending, problem, submit } = useSubmit(problemText, () =>
    registerWithProvider({
      ticket,
      nickname,
      use_picture: usePicture,
      terms_accepted: terms as true,
      is_adult: adult === true,
      ...(adult === false
        ? {
            guardian_name: guardianName,
            guardian_phone_number: guardianPhone,
            guardian_consent: guardianConsent,
          }
        : {}),
    }),
  );

  return (
    <form className="community-form" onSubmit={(event) => void submit(event)}>
      <p>{t('social.what_we_take', { provider })}</p>
      <label htmlFor="social-nickname">{t('social.nickname')}</label>
      <input id="social-nickname" value={nickname} required onChange={(e) => setNickname(e.target.value)} />
      {consent.picture && (
        <label className="community-filter">
          <input type="checkbox" checked={usePicture} onChange={(e) => setUsePicture(e.target.checked)} />
          {t('social.use_picture', { provider })}
        </label>
      )}
      <fieldset>
        <legend>{t('social.age')}</legend>
        <label className="community-filter">
          <input type="radio" name="age" required checked={adult === true} onChange={() => setAdult(true)} />
          {t('social.adult')}
        </label>
        <label className="community-filter">
          <input type="radio" name="age" checked={adult === false} onChange={() => setAdult(false)} />
          {t('social.minor')}
        </label>
      </fieldset>
      {adult === false && (
        <>
          <label htmlFor="social-guardian-name">{t('social.guardian_name')}</label>
          <input
            id="social-guardian-name"
            value={guardianName}
            required
            onChange={(e) => setGuardianName(e.target.value)}
          />
          <label htmlFor="social-guardian-phone">{t('social.guardian_phone')}</label>
          <input
            id="social-guardian-phone"
            type="tel"
            value={guardianPhone}
            required
            onChange={(e) => setGuardianPhone(e.target.value)}
          />
          <label className="community-filter">
            <input
              type="checkbox"
              required
              checked={guardianConsent}
              onChange={(e) => setGuardianConsent(e.target.checked)}
            />
            {t('social.guardian_consent')}
          </label>
        </>
      )}
      <label className="community-filter">
        <input type="checkbox" required checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        {t('social.terms')}
      </label>
      <p>
        <Link to="/privacy-policy" target="_blank">
          {t('social.read_terms')}
        </Link>
      </p>
      <p>{t('social.community_only')}</p>
      {problem && <p role="alert">{problem}</p>}
      <button type="submit" className="button" disabled={sending}>
        {t('social.create')}
      </button>
    </form>
  );
}

/** The account that holds the vouched-for e-mail or phone joins only with its password. */
function LinkForm({ ticket, consent, problemText }: FormProps) {
  const { t } = useTranslation('community');
  const [password, setPassword] = useState('');
  const { sending, problem, submit } = useSubmit(problemText, () => linkWithPassword({ ticket, password }));
  return (
    <form className="community-form" onSubmit={(event) => void submit(event)}>
      <p>{t('social.link_explain', { provider: consent.provider })}</p>
      <label htmlFor="social-password">{t('social.password')}</label>
      <input
        id="social-password"
        type="password"
        autoComplete="current-password"
        value={password}
        required
        onChange={(e) => setPassword(e.target.value)}
      />
      {problem && <p role="alert">{problem}</p>}
      <button type="submit" className="button" disabled={sending}>
        {t('social.link')}
      </button>
      <p>
        <Link to="/community">{t('social.back')}</Link>
      </p>
    </form>
  );
}
