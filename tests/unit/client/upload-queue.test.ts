import { beforeEach, describe, expect, it } from 'vitest';
import type { PhotoUpload } from '../../../src/api/classify.ts';
import { queuedChecks, removeQueuedCheck } from '../../../src/api/upload-queue.ts';
import type { PreparedPhoto } from '../../../src/conversation/photo/prepared-photo.ts';
import type { PendingDiagnosis } from '../../../src/machines/flows/diagnosis/pending-diagnosis.ts';
import {
  drainQueue,
  handOverSent,
  queueForLater,
  sendQueued,
  type QueueInput,
} from '../../../src/machines/flows/diagnosis/queued-diagnosis.ts';

const offline = { isAxiosError: true, code: 'ERR_NETWORK' };
const tooLarge = {
  isAxiosError: true,
  response: { status: 413, data: { detail: 'too large', code: 'image_too_large' } },
};

const photo = (byte: number): PreparedPhoto => ({
  upload: new Blob([new Uint8Array([byte, byte, byte])], { type: 'image/webp' }),
  thumbnail: `data:image/jpeg;base64,${byte}`,
  source: 'camera',
  quality: { level: 'good', problems: [], brightness: 120, sharpness: 300 },
  originalBytes: 3,
  takenAt: '2026-03-01T08:00:00.000Z',
});

const check = (id: string, photos = [photo(1), photo(2)]): QueueInput => ({
  uploadId: id,
  photos,
  keys: photos.map((_, index) => `${id}-key-${index}`),
  metadata: { crop: 'tomato', network_provider: 'safaricom' },
  crop: 'tomato',
  place: { name: 'Nakuru' },
});

/** The server's side of idempotency: one task per key, however often a key is sent. */
function fakeServer() {
  const tasks = new Map<string, string>();
  const sent: PhotoUpload[] = [];
  let failWith: unknown = null;
  return {
    sent,
    tasks,
    failWith: (error: unknown) => void (failWith = error),
    upload: async (upload: PhotoUpload) => {
      if (failWith) throw failWith;
      sent.push(upload);
      if (!tasks.has(upload.idempotencyKey)) tasks.set(upload.idempotencyKey, `task-${tasks.size + 1}`);
      return { task_id: tasks.get(upload.idempotencyKey)! };
    },
  };
}

beforeEach(async () => {
  for (const owner of ['u1', 'u2']) {
    for (const left of await queuedChecks(owner)) await removeQueuedCheck(left.id);
  }
});

describe('the offline upload queue', () => {
  it('keeps the photos, their keys and the case on the device', async () => {
    await queueForLater(check('c1'), 'u1', new Date('2026-03-01T09:00:00Z'));
    const [kept] = await queuedChecks('u1');
    expect(kept).toMatchObject({ id: 'c1', owner: 'u1', crop: 'tomato', taskIds: null, onDevice: null });
    expect(kept!.photos.map((p) => p.key)).toEqual(['c1-key-0', 'c1-key-1']);
    expect(new Uint8Array(kept!.photos[1]!.bytes)).toEqual(new Uint8Array([2, 2, 2]));
    expect(kept!.photos[0]!.metadata).toMatchObject({ crop: 'tomato', image_source: 'camera' });
    expect(await queuedChecks('u2')).toEqual([]);
  });

  it('sends each photo once with its key, and not again on the next try', async () => {
    const server = fakeServer();
    await queueForLater(check('c1'), 'u1');
    await sendQueued('u1', server.upload);
    await sendQueued('u1', server.upload);
    expect(server.sent.map((upload) => upload.idempotencyKey)).toEqual(['c1-key-0', 'c1-key-1']);
    expect((await queuedChecks('u1'))[0]!.taskIds).toEqual(['task-1', 'task-2']);
  });

  it('without a network everything stays queued; a photo sent before a drop is not stored twice', async () => {
    const server = fakeServer();
    await queueForLater(check('c1'), 'u1');
    let calls = 0;
    // The first photo gets in, then the connection drops.
    await sendQueued('u1', async (upload) => {
      if (calls++ > 0) throw offline;
      return server.upload(upload);
    });
    expect((await queuedChecks('u1'))[0]!.taskIds).toBeNull();
    await sendQueued('u1', server.upload);
    expect(server.tasks.size).toBe(2);
    expect((await queuedChecks('u1'))[0]!.taskIds).toEqual(['task-1', 'task-2']);
  });

  it('a photo the server refuses is dropped so it cannot block the others', async () => {
    const server = fakeServer();
    await queueForLater(check('c1'), 'u1', new Date('2026-03-01T09:00:00Z'));
    await queueForLater(check('c2'), 'u1', new Date('2026-03-01T09:05:00Z'));
    server.failWith(tooLarge);
    await sendQueued('u1', async (upload) => {
      if (upload.idempotencyKey.startsWith('c1')) throw tooLarge;
      server.failWith(null);
      return server.upload(upload);
    });
    expect((await queuedChecks('u1')).map((c) => [c.id, c.taskIds])).toEqual([['c2', ['task-1', 'task-2']]]);
  });

  it('only sends the checks of whoever is signed in', async () => {
    const server = fakeServer();
    await queueForLater(check('c1'), 'u2');
    await sendQueued('u1', server.upload);
    expect(server.sent).toEqual([]);
  });
});

describe('handing a sent check to the chat', () => {
  async function sent(id: string, at: string) {
    await queueForLater(check(id), 'u1', new Date(at));
    await sendQueued('u1', fakeServer().upload);
  }

  it('offers the oldest sent check as a diagnosis to resume, once', async () => {
    await sent('c1', '2026-03-01T09:00:00Z');
    const offered: PendingDiagnosis[] = [];
    await handOverSent('u1', (pending) => offered.push(pending) > 0);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({
      taskIds: ['task-1', 'task-2'],
      crop: 'tomato',
      queued: { onDevice: null },
    });
    expect(JSON.parse(localStorage.getItem('mimea.pending-diagnosis')!)).toMatchObject({
      taskIds: ['task-1', 'task-2'],
    });
    expect(await queuedChecks('u1')).toEqual([]);
    // Its answer is still awaited: nothing else is offered meanwhile.
    await sent('c2', '2026-03-01T09:05:00Z');
    await handOverSent('u1', (pending) => offered.push(pending) > 0);
    expect(offered).toHaveLength(1);
  });

  it('keeps the check when the chat is busy with another flow', async () => {
    await sent('c1', '2026-03-01T09:00:00Z');
    await handOverSent('u1', () => false);
    expect(localStorage.getItem('mimea.pending-diagnosis')).toBeNull();
    expect(await queuedChecks('u1')).toHaveLength(1);
  });

  it('a check handed over just before the tab closed is not shown again', async () => {
    await sent('c1', '2026-03-01T09:00:00Z');
    localStorage.setItem('mimea.upload-queue.handed', 'c1');
    const offered: PendingDiagnosis[] = [];
    await handOverSent('u1', (pending) => offered.push(pending) > 0);
    expect(offered).toEqual([]);
    expect(await queuedChecks('u1')).toEqual([]);
  });

  it('two tabs draining at once send each photo once and show the check once', async () => {
    await queueForLater(check('c1'), 'u1');
    const server = fakeServer();
    const offered: PendingDiagnosis[] = [];
    const offer = (pending: PendingDiagnosis) => offered.push(pending) > 0;
    await Promise.all([drainQueue('u1', offer, server.upload), drainQueue('u1', offer, server.upload)]);
    expect(server.sent).toHaveLength(2);
    expect(offered).toHaveLength(1);
  });
});
