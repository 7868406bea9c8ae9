import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanImage } from '../../../src/server/services/classify/clean-image.ts';
import { createTask } from '../../../src/server/services/classify/create-task.ts';
import { hashToken } from '../../../src/server/services/classify/upload-owner.ts';
import { buildClassifyApp, leaf, upload, waitForTask } from './support/classify-app.ts';
import { multipart, photo } from './support/multipart.ts';
import { startServer, stop, type Running } from '../helpers/processes.ts';

const anonymous = () => randomBytes(32).toString('base64url');

// Finding 4 of the attack review: a task stored without its job stayed pending for good.
describe('a retried upload re-queues a task that has no job', () => {
  let app: FastifyInstance;
  beforeAll(async () => ({ app } = await buildClassifyApp()));
  afterAll(() => app.close());

  it('classifies a pending task stored without a job once the client retries with its key', async () => {
    const token = anonymous();
    const owner = { userId: null, tokenHash: hashToken(token), key: `anon:${hashToken(token)}` };
    // What an older version could leave behind: the task committed, its job never sent.
    const stranded = await createTask(
      { db: app.database.db, store: app.jobs.images, queue: async () => undefined },
      { owner, clean: await cleanImage(leaf()), metadata: {}, idempotencyKey: 'retry-me' },
    );
    const headers = { 'x-upload-token': token };
    const retry = await upload(app, leaf(), { headers: { ...headers, 'idempotency-key': 'retry-me' } });
    expect(retry.statusCode).toBe(202);
    expect(retry.json().task_id).toBe(stranded.id);
    const { body } = await waitForTask(app, stranded.id, headers);
    expect(body.status).toBe('succeeded');
  });
});

// On the embedded database; the PostgreSQL run skips it (and its ports).
describe.skipIf(process.env.MIMEA_TEST_DB === 'postgres')(
  'a server killed between the task row and its job',
  () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mimea-crash-'));
    let server: Running | undefined;
    afterAll(() => stop(server));

    const send = (base: string, token: string) => {
      const body = multipart({}, [photo(leaf())]);
      return fetch(`${base}/api/v1/classify/image/`, {
        method: 'POST',
        headers: { ...body.headers, 'x-upload-token': token, 'idempotency-key': 'crash-test' },
        body: body.payload,
      });
    };

    it(
      'classifies the upload when the client retries it after the restart',
      { timeout: 90_000 },
      async () => {
        const env = { DATA_DIR: dataDir, CLASSIFY_WORKERS: '1', CLIENT_DIR: path.join(dataDir, 'none') };
        const token = anonymous();
        server = await startServer({ ...env, MIMEA_CRASH_AT: 'after-task-row' }, 8311);
        const exited = new Promise((resolve) =>
          server!.child.once('exit', (_code, signal) => resolve(signal)),
        );
        await expect(send(server.base, token)).rejects.toThrow();
        expect(await exited).toBe('SIGKILL');

        server = await startServer(env, 8312);
        const retry = await send(server.base, token);
        expect(retry.status).toBe(202);
        const { task_id: taskId } = (await retry.json()) as { task_id: string };
        let status = 'pending';
        const deadline = Date.now() + 30_000;
        while (status !== 'succeeded' && status !== 'failed' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          const poll = await fetch(`${server.base}/api/v1/classify/task-status/${taskId}/`, {
            headers: { 'x-upload-token': token },
          });
          status = ((await poll.json()) as { status: string }).status;
        }
        expect(status).toBe('succeeded');
      },
    );
  },
);
