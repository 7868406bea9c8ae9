import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { logIn } from '../../../api/accounts.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import { failureMessage } from '../../../conversation/failure-message.ts';
import { useText } from '../../../chat/use-text.ts';
import { messageText } from '../../../chat/message-text.ts';

/** The same login API as the chat; staff rights come from the account's role, checked by the server. */
export function StaffSignIn({
  refused,
  onSignedIn,
  heading = true,
}: {
  refused: boolean;
  onSignedIn: () => void;
  /** Off inside the sign-in-again dialog, which has its own title. */
  heading?: boolean;
}) {
  const { t } = useTranslation('staff');
  const resolve = useText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await logIn({ username, password });
      onSignedIn();
    } catch (error) {
      setProblem(messageText(failureMessage(toApiFailure(error)), resolve));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="staff-form staff-sign-in"
      onSubmit={(event) => void submit(event)}
      aria-describedby={problem ? errorId : undefined}
    >
      {heading && <h2>{t('sign_in')}</h2>}
      {refused && (
        <p className="form-error" role="alert">
          {t('not_staff')}
        </p>
      )}
      <label>
        {t('username')}
        <input
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
          required
        />
      </label>
      <label>
        {t('password')}
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          required
        />
      </label>
      {problem && (
        <p id={errorId} className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('sign_in')}
      </button>
    </form>
  );
}
