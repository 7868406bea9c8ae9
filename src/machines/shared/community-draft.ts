import type { CheckPlace } from '../../api/upload-queue.ts';
import { MAX_QUESTION_PHOTOS } from '../../contract/community.ts';
import { COMMUNITY_DRAFT_KEY as KEY } from './community-draft-key.ts';

/**
 * A plant check carried to "Ask the community" (issue 31): its photos (ids the community API takes as
 * question photos), small copies to show before posting, the crop and the county. The farmer adds the
 * words and confirms.
 */
export interface CommunityDraft {
  photos: string[];
  thumbnails: string[];
  crop: string;
  /** The county's id, when the check's place named one (the picker, or the selected farm). */
  county: string | null;
  /** The place as the farmer gave it, shown with the question to post. */
  place: string | null;
}

/** The draft of an unsure check: its uploaded photos, their small copies, its crop and place. */
export function draftOf(
  check: { taskIds: string[]; thumbnails: string[]; place: CheckPlace | null },
  crop: string,
  tasks: { task_id: string; image_id: string }[],
): CommunityDraft {
  const shown = tasks.slice(0, MAX_QUESTION_PHOTOS);
  return {
    photos: shown.map((task) => task.image_id),
    thumbnails: shown.map((task) => check.thumbnails[check.taskIds.indexOf(task.task_id)] ?? ''),
    crop,
    county: check.place?.county_id ?? null,
    place: check.place?.name ?? null,
  };
}

/** A check kept longer than this is not brought up at a later sign-in: the farmer has moved on. */
const STALE_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Kept on the device while a farmer without an account signs in: the chat after sign-in picks the
 * draft up again (resumeCommunityDraft), so the check is not lost on the way.
 */
export function keepDraft(draft: CommunityDraft, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ draft, keptAt: now }));
  } catch {
    // A full or blocked storage costs only the pick-up after sign-in; the farmer can ask from the menu.
  }
}

export function keptDraft(now = Date.now()): CommunityDraft | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const { draft, keptAt } = JSON.parse(raw) as { draft: CommunityDraft; keptAt: number };
    if (now - keptAt < STALE_MS && Array.isArray(draft.photos) && Array.isArray(draft.thumbnails))
      return draft;
  } catch {
    // Unreadable leftovers are dropped below.
  }
  forgetKeptDraft();
  return null;
}

/** The community flow has taken the draft: from here its own saved state carries it. */
export function forgetKeptDraft(): void {
  storage()?.removeItem(KEY);
}

/** The community flow to start when the chat opens after sign-in, if a check was kept for it. */
export function resumeCommunityDraft(): { flow: 'community'; input: { draft: CommunityDraft } } | undefined {
  const draft = keptDraft();
  return draft ? { flow: 'community', input: { draft } } : undefined;
}
