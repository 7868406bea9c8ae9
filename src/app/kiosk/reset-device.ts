import { forgetUploadToken } from '../../api/classify.ts';
import { clearSessionTokens, forgetProfile } from '../../api/session-store.ts';
import { clearTranscripts } from '../../chat/transcript-store.ts';
import { stopReading } from '../../chat/read-aloud.ts';
import { clearPending } from '../../machines/flows/diagnosis/pending-diagnosis.ts';

/**
 * Between two customers nothing of the first may remain: tokens, profile, transcripts, this tab's
 * memory. A full page load to /auth drops every in-memory state as well.
 */
export async function resetForNextCustomer(): Promise<void> {
  stopReading();
  clearSessionTokens();
  forgetProfile();
  // An anonymous plant check lives on the device: its token and any photo still being checked.
  forgetUploadToken();
  clearPending();
  sessionStorage.clear();
  await clearTranscripts();
  window.location.assign('/auth');
}
