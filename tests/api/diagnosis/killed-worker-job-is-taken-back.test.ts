import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/database.ts';
import { classifyTasks } from '../../../src/server/db/schema.ts';
import {
  closeJobQueue,
  defaultJobQueueOptions,
  openJobQueue,
  sendClassification,
} from '../../../src/server/jobs/job-queue.ts';
import { cleanImage } from '../../../src/server/services/classify/clean-image.ts';
import { createTask } from '../../../src/server/services/classify/create-task.ts';
import { createImageStore } from '../../../src/server/providers/storage/disk-image-store.ts';
import { leaf } from './support/classify-app.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.MIMEA_TEST_DB === 'postgres' && Boolean(adminUrl);
const workerScript = path.resolve(import.meta.dirname, 'support/slow-worker.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'mimea-recovery-'));

let database: Database;
let databaseUrl: string;
const name = `mimea_recovery_${randomBytes(5).toString('hex')}`;
const children: ChildProcess[] = [];

function worker(classifyMs: number, onClassifying?: (child: ChildProcess) => void) {
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WORKER_CLASSIFY_MS: String(classifyMs),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line === 'classifying') onClassifying?.(child);
  });
  return child;
}

beforeAll(async () => {
  if (!onPostgres) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  database = await openDatabase({ databaseUrl });
});

afterAll(async () => {
  if (!onPostgres) return;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await database.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

const SAMPLES = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One photo whose worker dies mid-classification; seconds until a fresh worker has finished it. */
async function recoveryAfterKill(boss: Awaited<ReturnType<typeof openJobQueue>>, sample: number) {
  const store = createImageStore(path.join(dataDir, 'uploads'));
  const owner = { userId: null, tokenHash: `recovery-${sample}`, key: `anon:recovery-${sample}` };
  const task = await createTask(
    { db: database.db, store, queue: (taskId, db) => sendClassification(boss, taskId, db) },
    { owner, clean: await cleanImage(leaf()), metadata: {}, idempotencyKey: null },
  );
  const killedAt = await new Promise<number>((resolve) =>
    worker(60_000, (child) => {
      child.kill('SIGKILL');
      resolve(performance.now());
    }),
  );
  // Started only now, so it cannot take the photo before the slow worker does.
  const rescuer = worker(0);
  let status = 'pending';
  while (status !== 'succeeded' && performance.now() - killedAt < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    [{ status } = { status }] = await database.db
      .select({ status: classifyTasks.status })
      .from(classifyTasks)
      .where(eq(classifyTasks.id, task.id));
  }
  rescuer.kill('SIGKILL');
  expect(status).toBe('succeeded');
  return (performance.now() - killedAt) / 1000;
}

// Finding 4 of the attack review: a photo whose worker was killed waited far too long.
describe.skipIf(!onPostgres)("a killed worker's photo is finished within 15 s (PostgreSQL)", () => {
  it('takes the job back with the shipped queue settings', { timeout: 150_000 }, async () => {
    const boss = await openJobQueue(database, defaultJobQueueOptions);
    const seconds: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) seconds.push(await recoveryAfterKill(boss, sample));
    console.log(`recovery after a killed worker: ${seconds.map((s) => s.toFixed(1)).join(', ')} s`);
    await closeJobQueue(boss);
    // The median, so one sample slowed by a loaded machine does not decide.
    expect(median(seconds)).toBeLessThan(15);
  });
});
