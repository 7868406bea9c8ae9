import type { CheckPlace, QueuedCheck } from '../../../api/upload-queue.ts';
import { PENDING_DIAGNOSIS_KEY as KEY } from './pending-diagnosis-key.ts';

/**
 * The photos sent and still being classified, kept on the device so that a reload, a closed tab or a
 * lost connection does not lose the answer: the conversation resumes polling from here.
 */
export interface PendingDiagnosis {
  taskIds: string[];
  crop: string | null;
  /** Small data URLs of the photos, for the hand-over to an agronomist after a reload. */
  thumbnails: string[];
  /** Where the user said they were, for the callback hand-over. */
  place: CheckPlace | null;
  startedAt: string;
  /** Set when the photos waited in the offline queue: what the phone's model had said, if it ran. */
  queued?: { onDevice: QueuedCheck['onDevice'] };
}

/** Answers older than this are not waited for again; the user is asked to send the photo again. */
const STALE_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function savePending(pending: PendingDiagnosis): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(pending));
  } catch {
    // A full or blocked storage only costs the resume after a reload; the check itself goes on.
  }
}

export function loadPending(now = Date.now()): PendingDiagnosis | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as PendingDiagnosis;
    const fresh = now - Date.parse(pending.startedAt) < STALE_MS;
    if (Array.isArray(pending.taskIds) && pending.taskIds.length > 0 && fresh) return pending;
  } catch {
    // Unreadable leftovers are dropped below.
  }
  clearPending();
  return null;
}

export function clearPending(): void {
  storage()?.removeItem(KEY);
}

/** The diagnosis flow to pick up again when this page opens, if photos are still being classified. */
export function resumeDiagnosis(): { flow: 'diagnosis'; input: { resume: PendingDiagnosis } } | undefined {
  const pending = loadPending();
  return pending ? { flow: 'diagnosis', input: { resume: pending } } : undefined;
}
