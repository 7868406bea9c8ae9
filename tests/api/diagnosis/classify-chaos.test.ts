import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/database.ts';
import { closeJobQueue, openJobQueue, sendClassification } from '../../../src/server/jobs/job-queue.ts';
import { cleanImage } from '../../../src/server/services/classify/clean-image.ts';
import { createTask } from '../../../src/server/services/classify/create-task.ts';
import { createImageStore } from '../../../src/server/providers/storage/disk-image-store.ts';
import { leaf } from './support/classify-app.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.MIMEA_TEST_DB === 'postgres' && Boolean(adminUrl);
const KILLS = 20;
const CHAINS = 4;
const workerScript = path.resolve(import.meta.dirname, 'support/chaos-worker.ts');

let database: Database;
let databaseUrl: string;
let name: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mimea-chaos-'));

beforeAll(async () => {
  if (!onPostgres) return;
  name = `mimea_chaos_${randomBytes(5).toString('hex')}`;
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
  await database.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

/** Starts a standalone worker and SIGKILLs it a random moment after it has begun classifying. */
function killMidJob(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'classifying') setTimeout(() => child.kill('SIGKILL'), Math.random() * 250);
    });
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`worker exited: ${signal}`)),
    );
  });
}

/** Every photo counted once: tasks succeeded, one first diagnosis per photo. */
async function outcome() {
  const { rows } = await database.executeSql(
    `SELECT count(*) FILTER (WHERE t.status = 'succeeded')::int AS succeeded,
            count(*) FILTER (WHERE t.attempts > 1)::int AS retried,
            (SELECT count(*)::int FROM first_diagnoses) AS firsts,
            (SELECT count(DISTINCT image_id)::int FROM first_diagnoses) AS photos
       FROM classify_tasks t`,
  );
  return rows[0] as { succeeded: number; retried: number; firsts: number; photos: number };
}

describe.skipIf(!onPostgres)('workers killed mid-job (PostgreSQL)', () => {
  it(
    `retries to exactly one first diagnosis per photo after ${KILLS} SIGKILLs`,
    { timeout: 180_000 },
    async () => {
      const queue = { expireInSeconds: 1, retryLimit: 20, maintenanceIntervalSeconds: 1 };
      const boss = await openJobQueue(database, queue);
      const store = createImageStore(path.join(dataDir, 'uploads'));
      const names = ['tomato__late_blight', 'maize__common_rust', 'bean__rust', 'potato__early_blight'];
      for (let i = 0; i < KILLS; i += 1) {
        const clean = await cleanImage(leaf(names[i % names.length]));
        const owner = { userId: null, tokenHash: 'chaos', key: `anon:chaos-${i}` };
        await createTask(
          { db: database.db, store, queue: (taskId, db) => sendClassification(boss, taskId, db) },
          { owner, clean, metadata: {}, idempotencyKey: null },
        );
      }

      let kills = 0;
      await Promise.all(
        Array.from({ length: CHAINS }, async () => {
          while (kills < KILLS) {
            kills += 1;
            await killMidJob();
          }
        }),
      );
      // A last worker that is left alone finishes whatever the killed ones left behind.
      const survivor = spawn(process.execPath, ['--import', 'tsx', workerScript], {
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, CHAOS_CLASSIFY_MS: '0' },
        stdio: 'ignore',
      });
      try {
        while ((await outcome()).succeeded < KILLS) await new Promise((resolve) => setTimeout(resolve, 250));
      } finally {
        // The database is dropped after the test: the survivor must be gone by then.
        const exited = new Promise((resolve) => survivor.once('exit', resolve));
        survivor.kill('SIGTERM');
        await exited;
        await closeJobQueue(boss);
      }
      const result = await outcome();
      expect(kills).toBe(KILLS);
      expect(result).toMatchObject({ succeeded: KILLS, firsts: KILLS, photos: KILLS });
      expect(result.retried).toBeGreaterThan(0);
    },
  );
});
