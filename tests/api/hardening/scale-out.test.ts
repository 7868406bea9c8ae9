import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../src/contract/classify.ts';
import { leaf } from '../diagnosis/support/classify-app.ts';
import { multipart, photo } from '../diagnosis/support/multipart.ts';
import { startServer, stop, type Running } from '../helpers/processes.ts';

/**
 * Issue 15, scale-out: with DATABASE_URL, two API processes and standalone workers on one PostgreSQL
 * behave as one. Real processes, a real database; each API leaves its jobs to the workers.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
// Once, in the PostgreSQL project: the processes below use PostgreSQL whichever project runs the file.
const onPostgres = process.env.MIMEA_TEST_DB === 'postgres' && Boolean(adminUrl);
const workerScript = path.resolve(import.meta.dirname, '../diagnosis/support/slow-worker.ts');
const REGISTRATIONS_PER_HOUR = 4;

interface Worker extends Running {
  /** How many photos this worker began to classify. */
  started: () => number;
}

describe.skipIf(!onPostgres)('two API processes and a worker on one PostgreSQL', () => {
  const name = `mimea_scale_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mimea-scale-'));
  let databaseUrl: string;
  let sql: pg.Client;
  let first: Running;
  let second: Running;
  const workers: Worker[] = [];

  function startWorker(classifyMs: number): Promise<Worker> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          WORKER_CLASSIFY_MS: String(classifyMs),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let started = 0;
      let ready = false;
      const errors: string[] = [];
      const worker: Worker = { child, base: '', errors, started: () => started };
      createInterface({ input: child.stderr }).on('line', (line) => errors.push(line));
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line === 'classifying') started += 1;
        if (line === 'ready') {
          ready = true;
          resolve(worker);
        }
      });
      child.once('exit', (code, signal) => {
        if (!ready) reject(new Error(`worker exited (${code ?? signal}): ${errors.join('\n')}`));
      });
      workers.push(worker);
    });
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      CLASSIFY_WORKERS: '0',
      REGISTER_RATE_LIMIT_PER_HOUR: String(REGISTRATIONS_PER_HOUR),
    };
    // One after the other: the first process migrates the database and creates the job queue.
    first = await startServer(env, 4300 + Math.floor(Math.random() * 500));
    second = await startServer(env, 4800 + Math.floor(Math.random() * 500));
    await startWorker(1_500);
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all([stop(first), stop(second), ...workers.map((worker) => stop(worker, 'SIGKILL'))]);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  const api =
    (server: Running) =>
    (url: string, init: RequestInit & { json?: object } = {}) =>
      fetch(`${server.base}/api/v1/${url}`, {
        ...init,
        method: init.method ?? (init.json || init.body ? 'POST' : 'GET'),
        headers: { ...(init.json ? { 'content-type': 'application/json' } : {}), ...init.headers },
        body: init.json ? JSON.stringify(init.json) : init.body,
      });
  const register = (server: Running, phone: string) =>
    api(server)('accounts/register/', {
      json: {
        first_name: 'Chebet',
        last_name: 'Rono',
        phone_number: phone,
        password: 'mavuno mazuri 2026',
        is_adult: true,
      },
    });
  const login = (server: Running, username: string, password: string) =>
    api(server)('accounts/login/', { json: { username, password }, headers: { 'accept-language': 'en' } });
  const uploadTo = (server: Running, headers: Record<string, string> = {}) => {
    const body = multipart({ crop: 'tomato' }, [photo(leaf())]);
    return api(server)('classify/image/', {
      body: new Uint8Array(body.payload),
      headers: { ...body.headers, ...headers },
    });
  };
  const status = async (server: Running, taskId: string, token: string) =>
    (
      await api(server)(`classify/task-status/?task_id=${taskId}`, { headers: { 'x-upload-token': token } })
    ).json();
  async function settled(server: Running, taskId: string, token: string, withinMs: number) {
    const until = Date.now() + withinMs;
    for (;;) {
      const body = await status(server, taskId, token);
      if (body.status === 'succeeded' || body.status === 'failed' || Date.now() > until) return body;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('counts a route’s rate limit once over both processes', async () => {
    const phones = Array.from(
      { length: REGISTRATIONS_PER_HOUR + 1 },
      (_, index) => `07${20_000_000 + index}`,
    );
    const answers = [];
    for (const [index, phone] of phones.entries()) {
      answers.push((await register(index % 2 === 0 ? first : second, phone)).status);
    }
    expect(answers).toEqual([...Array<number>(REGISTRATIONS_PER_HOUR).fill(201), 429]);
  });

  it('locks an account after five wrong passwords spread over both processes', async () => {
    const username = '0720000000';
    for (const server of [first, second, first, second, first]) {
      expect((await login(server, username, 'not the password')).status).toBe(401);
    }
    for (const server of [second, first]) {
      const locked = await login(server, username, 'mavuno mazuri 2026');
      expect(locked.status).toBe(429);
      expect((await locked.json()).code).toBe('account_locked');
    }
  });

  it('answers a photo uploaded to one process when polled on the other, and keeps one task per idempotency key', async () => {
    const token = randomBytes(32).toString('base64url');
    const owner = { 'x-upload-token': token, [IDEMPOTENCY_HEADER]: 'scale-out-photo-1' };
    const sent = await (await uploadTo(first, owner)).json();
    const again = await (await uploadTo(second, owner)).json();
    expect(again.task_id).toBe(sent.task_id);
    expect(await settled(second, sent.task_id, token, 30_000)).toMatchObject({ status: 'succeeded' });
  }, 40_000);

  it('runs no job twice when a worker is killed mid-job: only the one it held runs again', async () => {
    const token = randomBytes(32).toString('base64url');
    const [slow] = workers;
    const before = slow!.started();
    const tasks: string[] = [];
    for (const server of [first, second, first, second]) {
      tasks.push((await (await uploadTo(server, { 'x-upload-token': token })).json()).task_id);
    }
    while (slow!.started() === before) await new Promise((resolve) => setTimeout(resolve, 50));
    await stop(slow, 'SIGKILL');
    const fresh = await startWorker(0);
    const answers = await Promise.all(tasks.map((task) => settled(first, task, token, 45_000)));
    expect(answers.map((answer) => answer.status)).toEqual(tasks.map(() => 'succeeded'));

    const { rows } = await sql.query(
      `SELECT count(*)::int AS firsts, count(DISTINCT f.image_id)::int AS photos
         FROM first_diagnoses f JOIN classify_tasks t ON t.image_id = f.image_id
        WHERE t.id = ANY($1::uuid[])`,
      [tasks],
    );
    expect(rows[0]).toEqual({ firsts: tasks.length, photos: tasks.length });
    // Each photo classified once, except the one the killed worker held when it died.
    const startedAfterKill = slow!.started() - before + fresh.started();
    expect(startedAfterKill).toBeLessThanOrEqual(tasks.length + 1);
  }, 90_000);
});
