import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../../src/server/app.ts';
import { loadServerConfig, type ServerConfig } from '../../../src/server/config/server-config.ts';
import { openDatabase, type Database } from '../../../src/server/db/database.ts';

/**
 * A fresh database per test file: PGlite in memory, or, in the PostgreSQL run, a new database on the
 * server named by TEST_DATABASE_URL that is dropped again when the app closes.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.MIMEA_TEST_DB !== 'postgres') return openDatabase({});
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL run');
  const name = `mimea_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closing drops the database at once, with any connection still open: that loss is expected here.
  const database = await openDatabase({ databaseUrl: url.toString(), onConnectionLost: () => undefined });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Production settings, except argon2 at a test cost and wide per-IP and per-number limits: thousands of
 * logins must not take minutes, and many tests book with one phone number or send many photos.
 */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mimea-api-'));
  const config = loadServerConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    KIOSK_STAFF_PIN: '246810',
  });
  return {
    ...config,
    clientDir: path.join(dataDir, 'no-client'),
    rateLimit: { max: 1_000_000, addressMax: 1_000_000, windowMs: 60_000 },
    auth: {
      ...config.auth,
      argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
      loginPerMinutePerIp: 10_000,
      loginFailuresPerIp: 10_000,
      registerPerHourPerIp: 10_000,
      resetPerHourPerIp: 10_000,
      // Tests read the outbox right after a reset request; the steady answer is tested on its own.
      resetAnswerMs: 0,
    },
    callbacks: { ...config.callbacks, textsPerNumberPerDay: 10_000 },
    jobs: { ...config.jobs, uploadsPerMinutePerIp: 1_000_000 },
    ...overrides,
  };
}

export interface TestAppOptions {
  clock?: () => Date;
}

export async function buildTestApp(overrides: Partial<ServerConfig> = {}, options: TestAppOptions = {}) {
  const database = await openTestDatabase();
  return buildApp({ config: testConfig(overrides), database, logger: false, clock: options.clock });
}
