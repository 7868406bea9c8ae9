import { forgetUploadToken } from '../../api/classify.ts';
import { clearSessionTokens, forgetProfile } from '../../api/session-store.ts';
import { clearTranscripts } from '../../chat/transcript-store.ts';
import { forgetFlows } from '../../chat/flow-store.ts';
import { stopReading } from '../../chat/read-aloud.ts';
import { clearPending } from '../../machines/flows/diagnosis/pending-diagnosis.ts';

/**
 * Everything a customer leaves on a shop's tablet: tokens, profile, transcripts, an anonymous plant
 * check's token and photo, the page they were sent from. The device's own settings (language, kiosk
 * mode, speech rate, cookie choice) stay: they belong to the shop, not to a person.
 */
export async function forgetCustomer(): Promise<void> {
  stopReading();
  clearSessionTokens();
  forgetProfile();
  forgetUploadToken();
  clearPending();
  sessionStorage.clear();
  await Promise.all([clearTranscripts(), forgetFlows()]);
}

/** Between two customers nothing of the first may remain; a full page load drops this tab's memory too. */
export async function resetForNextCustomer(): Promise<void> {
  await forgetCustomer();
  window.location.assign('/auth');
}
