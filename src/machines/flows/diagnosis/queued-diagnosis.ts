import { recordEvent } from '../../../api/analytics-consent.ts';
import { toApiFailure } from '../../../api/api-failure.ts';
import { uploadPhoto, type PhotoUpload } from '../../../api/classify.ts';
import {
  addQueuedCheck,
  queuedChecks,
  queueOwner,
  removeQueuedCheck,
  updateQueuedCheck,
  withQueueLock,
  type QueuedCheck,
} from '../../../api/upload-queue.ts';
import { currentNetworkType, deviceCountry } from '../../../conversation/photo/network-info.ts';
import type { UploadInput } from './upload/machine.ts';
import { clearPending, loadPending, savePending, type PendingDiagnosis } from './pending-diagnosis.ts';

/**
 * The offline plant check's way back: photos that could not be sent wait in the device's queue
 * (api/upload-queue.ts); when the network returns, one tab at a time sends them with the keys made
 * when they were chosen (so the server keeps each photo once, however often this runs), and hands
 * each sent check to the chat as a diagnosis to resume, one at a time, as a reload would.
 */

/** The id of the check last handed to the chat, written in the same step as the pending diagnosis. */
const HANDED_KEY = 'mimea.upload-queue.handed';

export interface QueueInput extends UploadInput {
  crop: string | null;
  place: PendingDiagnosis['place'];
}

/** Keeps the photos and the case on the device; returns the queued check's id. */
export async function queueForLater(
  input: QueueInput,
  owner = queueOwner(),
  now = new Date(),
): Promise<string> {
  const photos = await Promise.all(
    input.photos.map(async (photo, index) => ({
      bytes: await photo.upload.arrayBuffer(),
      type: photo.upload.type,
      key: input.keys[index]!,
      metadata: {
        ...input.metadata,
        image_source: photo.source,
        taken_at: photo.takenAt,
        locale: deviceCountry(),
      },
      thumbnail: photo.thumbnail,
    })),
  );
  const check: QueuedCheck = {
    id: input.uploadId,
    owner,
    queuedAt: now.toISOString(),
    photos,
    crop: input.crop,
    place: input.place,
    onDevice: null,
    taskIds: null,
  };
  await addQueuedCheck(check);
  return check.id;
}

/** A refusal that no retry will change (a photo too large, a bad field): waiting would block the queue. */
function refused(error: unknown): boolean {
  const failure = toApiFailure(error);
  return (
    failure.kind === 'fields' || (failure.kind === 'detail' && ![401, 403, 408].includes(failure.status))
  );
}

/**
 * Sends every photo still waiting, oldest check first. Stops at the first photo that cannot go (no
 * network yet): the rest wait for the next try. A check the server refuses is dropped, so it cannot
 * block the others; the photos already sent of a check are sent again with their keys, which the
 * server answers with the task it already made.
 */
export async function sendQueued(
  owner: string,
  send: (upload: PhotoUpload) => Promise<{ task_id: string }> = uploadPhoto,
) {
  let synced = 0;
  // Counted as the loop ends, however it ends: a check sent before the connection dropped again counts.
  const recordSynced = () =>
    synced > 0 && recordEvent({ name: 'offline_synced', checks: Math.min(synced, 100) });
  for (const check of await queuedChecks(owner)) {
    if (check.taskIds) continue;
    const taskIds: string[] = [];
    try {
      for (const photo of check.photos) {
        const answer = await send({
          photo: new Blob([photo.bytes], { type: photo.type }),
          idempotencyKey: photo.key,
          metadata: { ...photo.metadata, network_type: currentNetworkType() },
        });
        taskIds.push(answer.task_id);
      }
    } catch (error) {
      if (!refused(error)) return void recordSynced();
      await removeQueuedCheck(check.id);
      continue;
    }
    await updateQueuedCheck(check.id, { taskIds });
    synced += 1;
  }
  recordSynced();
}

const asPending = (check: QueuedCheck, taskIds: string[]): PendingDiagnosis => ({
  taskIds,
  crop: check.crop,
  thumbnails: check.photos.map((photo) => photo.thumbnail),
  place: check.place,
  startedAt: new Date().toISOString(),
  queued: { onDevice: check.onDevice },
});

/**
 * Hands the oldest sent check to the chat when nothing else is being waited for. `offer` starts the
 * diagnosis in the chat, or says no (the farmer is busy with another flow); the pending diagnosis
 * and the "handed" mark are written in the same synchronous step as the offer, so a tab closed at any
 * point neither loses the check nor shows it twice.
 */
export async function handOverSent(owner: string, offer: (pending: PendingDiagnosis) => boolean) {
  if (loadPending()) return;
  const handed = localStorage.getItem(HANDED_KEY);
  for (const check of await queuedChecks(owner)) {
    if (!check.taskIds) continue;
    if (check.id === handed) {
      // Handed over before the tab closed, but not yet removed: its diagnosis is already in the chat.
      await removeQueuedCheck(check.id);
      continue;
    }
    if (loadPending()) return;
    const pending = asPending(check, check.taskIds);
    // Kept first: a conversation may read it as it starts the diagnosis.
    savePending(pending);
    if (!offer(pending)) {
      clearPending();
      return;
    }
    localStorage.setItem(HANDED_KEY, check.id);
    await removeQueuedCheck(check.id);
    return;
  }
}

/** What the app runs when it opens, when the network returns and when the chat is free again. */
export function drainQueue(
  owner: string,
  offer: (pending: PendingDiagnosis) => boolean,
  send?: Parameters<typeof sendQueued>[1],
): Promise<void> {
  return withQueueLock(async () => {
    await sendQueued(owner, send);
    await handOverSent(owner, offer);
  });
}
