import { logOut } from '../../api/accounts.ts';
import { forgetUploadToken } from '../../api/upload-token.ts';
import { forgetProfile } from '../../api/session-store.ts';
import { clearTranscripts } from '../../chat/transcript-store.ts';
import { forgetFlows } from '../../chat/flow-store.ts';
import { stopReading } from '../../chat/read-aloud.ts';
import { clearPending } from '../../machines/flows/diagnosis/pending-diagnosis.ts';
import { forgetAnswers } from '../../conversation/photo/remembered-answers.ts';

/**
 * Everything a customer leaves on a shop's tablet: the login (ended on the server too, or the refresh
 * token would stay valid for 30 days for whoever copied it), profile, transcripts, the place and network
 * a plant check asked for, an anonymous plant check's token and photo, the page they were sent from.
 * The device's own settings (language, kiosk mode, speech rate, cookie choice) stay: they belong to the
 * shop, not to a person.
 */
export async function forgetCustomer(): Promise<void> {
  stopReading();
  // Started first: it reads the refresh token before anything else is cleared.
  const loggedOut = logOut().catch(() => undefined);
  forgetProfile();
  forgetUploadToken();
  forgetAnswers();
  clearPending();
  sessionStorage.clear();
  await Promise.all([loggedOut, clearTranscripts(), forgetFlows()]);
}

/** Between two customers nothing of the first may remain; a full page load drops this tab's memory too. */
export async function resetForNextCustomer(): Promise<void> {
  await forgetCustomer();
  window.location.assign('/auth');
}
