import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, stop, type Running } from '../helpers/processes.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.MIMEA_TEST_DB === 'postgres' && Boolean(adminUrl);
const LIMIT = 8;

/**
 * Issue 34 §3: the general limit was counted in each process's memory, so behind a balancer with two
 * API processes a client had twice the ceiling. Two real processes on one PostgreSQL now share it.
 */
describe.skipIf(!onPostgres)('the general limit, shared by two API processes', () => {
  const name = `mimea_general_${randomBytes(5).toString('hex')}`;
  let first: Running;
  let second: Running;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mimea-general-')),
      HOST: '127.0.0.1',
      CLASSIFY_WORKERS: '0',
      RATE_LIMIT_MAX: String(LIMIT),
    };
    // One after the other: the first process migrates the database.
    first = await startServer(env, 5300 + Math.floor(Math.random() * 500));
    second = await startServer(env, 5800 + Math.floor(Math.random() * 500));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stop(first), stop(second)]);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('refuses the request past the limit whichever process answers it', async () => {
    const headers = { 'x-upload-token': randomBytes(32).toString('base64url') };
    const answers: number[] = [];
    for (let request = 0; request <= LIMIT; request += 1) {
      const server = request % 2 === 0 ? first : second;
      answers.push((await fetch(`${server.base}/api/v1/health/`, { headers })).status);
    }
    expect(answers).toEqual([...Array<number>(LIMIT).fill(200), 429]);
  });
});
