import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteAccount, logOut } from '../../api/accounts.ts';
import { requestDataExport } from '../../api/data-rights.ts';
import { toApiFailure } from '../../api/api-failure.ts';
import { failureMessage } from '../../conversation/failure-message.ts';
import { getProfile, subscribeToSession } from '../../api/session-store.ts';
import type { MessageBody } from '../../conversation/chat-message.ts';
import { clearTranscripts } from '../../chat/transcript-store.ts';
import { forgetFlows } from '../../chat/flow-store.ts';
import { messageText } from '../../chat/message-text.ts';
import { useText } from '../../chat/use-text.ts';
import { saveFile } from '../../chat/save-file.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

type Download = 'working' | 'done' | 'preparing' | null;

/** Who is signed in, sign out, take a copy of one's data, and delete the account (confirmed first). */
export function AccountActions() {
  const { t } = useTranslation();
  const resolve = useText();
  const navigate = useNavigate();
  const profile = useSyncExternalStore(subscribeToSession, getProfile);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<MessageBody | null>(null);
  const [download, setDownload] = useState<Download>(null);

  const signOut = async () => {
    await logOut().catch(() => undefined);
    // Signing out on purpose takes the conversation and the flow in progress with it (the profile stays,
    // SPEC §4); a session that ran out keeps them.
    await Promise.all([clearTranscripts(), forgetFlows()]);
    void navigate('/auth');
  };

  const downloadData = async () => {
    setProblem(null);
    setDownload('working');
    try {
      const answer = await requestDataExport();
      if (answer.status === 'ready') saveFile(answer.archive, 'mimea-my-data.zip');
      setDownload(answer.status === 'ready' ? 'done' : 'preparing');
    } catch (error) {
      setDownload(null);
      setProblem(failureMessage(toApiFailure(error)));
    }
  };

  const remove = async () => {
    if (!profile) return;
    try {
      await deleteAccount(profile.id);
      await Promise.all([clearTranscripts(), forgetFlows()]);
      void navigate('/auth', { replace: true });
    } catch (error) {
      setConfirming(false);
      setProblem(failureMessage(toApiFailure(error)));
    }
  };

  return (
    <div className="account-actions">
      {profile && <span className="account-actions__name">{profile.first_name}</span>}
      <button type="button" className="button" onClick={() => void signOut()}>
        {t('home.sign_out')}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => void downloadData()}
        disabled={download === 'working'}
        aria-busy={download === 'working'}
      >
        {download === 'working' ? t('home.download_working') : t('home.download_data')}
      </button>
      <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
        {t('home.delete_account')}
      </button>
      {(download === 'done' || download === 'preparing') && (
        <p role="status">{t(download === 'done' ? 'home.download_done' : 'home.download_preparing')}</p>
      )}
      {problem && (
        <p role="alert" className="form-error">
          {messageText(problem, resolve)}
        </p>
      )}
      {confirming && (
        <DeleteAccountDialog onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />
      )}
    </div>
  );
}
