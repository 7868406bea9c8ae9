import { COMMUNITY_DRAFT_KEY } from '../../shared/community-draft-key.ts';

/** Where the photos still being classified are kept on the device (pending-diagnosis.ts). */
export const PENDING_DIAGNOSIS_KEY = 'mimea.pending-diagnosis';

/**
 * Whether anything is kept there, or a check waits for the Community after sign-in, read without the
 * code that reads them: the first screen fetches that code only where there is something to resume,
 * and spends no start-up task on it otherwise.
 */
export function mayHaveWorkToResume(): boolean {
  try {
    return (
      localStorage.getItem(PENDING_DIAGNOSIS_KEY) !== null ||
      localStorage.getItem(COMMUNITY_DRAFT_KEY) !== null
    );
  } catch {
    return false;
  }
}
