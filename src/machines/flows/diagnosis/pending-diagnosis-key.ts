/** Where the photos still being classified are kept on the device (pending-diagnosis.ts). */
export const PENDING_DIAGNOSIS_KEY = 'mimea.pending-diagnosis';

/**
 * Whether anything is kept there, read without the code that reads it: the first screen fetches that
 * code only where there is something to resume, and spends no start-up task on it otherwise.
 */
export function mayHavePendingDiagnosis(): boolean {
  try {
    return localStorage.getItem(PENDING_DIAGNOSIS_KEY) !== null;
  } catch {
    return false;
  }
}
