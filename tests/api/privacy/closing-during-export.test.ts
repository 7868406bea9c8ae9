import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import type { Database } from '../../../src/server/db/database.ts';
import { fakeClassifier } from '../diagnosis/support/classify-app.ts';
import { bearer } from '../helpers/accounts.ts';
import { openTestDatabase, testConfig } from '../helpers/test-app.ts';
import { registerPerson, storePhotos, type Person } from './support/person-everywhere.ts';

interface JobRow {
  id: string;
  data?: { exportId?: string };
}

/**
 * The database as pg-boss sees it, with the answer that hands out an export job held back until
 * `release`: the app is then closing while a fetch is under way, the moment pg-boss's own stop misses.
 * Every statement about that job is recorded with whether the database was closed by then (one sent
 * after it is the flake's "Cannot use a pool after calling end on the pool").
 */
function holdingExportFetch(database: Database) {
  let closed = false;
  let jobId = '';
  let release = () => undefined as void;
  let fetched = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handedOut = new Promise<void>((resolve) => (fetched = resolve));
  const statements: { text: string; afterClose: boolean }[] = [];
  const holding: Database = {
    ...database,
    async executeSql(text, values) {
      if (jobId && JSON.stringify(values ?? []).includes(jobId))
        statements.push({ text, afterClose: closed });
      const result = await database.executeSql(text, values);
      // A multi-statement script answers without rows on PostgreSQL.
      const job = ((result.rows ?? []) as JobRow[]).find((row) => row.data?.exportId);
      if (job && !jobId) {
        jobId = job.id;
        fetched();
        await released;
      }
      return result;
    },
    async close() {
      closed = true;
      await database.close();
    },
  };
  return { holding, handedOut, release, statements };
}

describe('closing the app while a fetch is handing out an export job', () => {
  let app: FastifyInstance;
  let person: Person;
  let fetch: ReturnType<typeof holdingExportFetch>;

  beforeAll(async () => {
    fetch = holdingExportFetch(await openTestDatabase());
    app = await buildApp({
      config: testConfig(),
      database: fetch.holding,
      logger: false,
      classifier: async () => fakeClassifier,
    });
    person = await registerPerson(app);
    await storePhotos(app, person, 11);
  });

  it('waits until the job has been built and marked done before the database closes', async () => {
    const asked = await app.inject({ url: '/api/v1/accounts/me/export/', headers: bearer(person.access) });
    expect(asked.statusCode).toBe(202);
    await fetch.handedOut;

    const closing = app.close();
    const first = await Promise.race([closing.then(() => 'closed'), delay(500).then(() => 'waiting')]);
    fetch.release();
    await closing;

    expect(first).toBe('waiting');
    expect(fetch.statements.filter((statement) => statement.afterClose)).toEqual([]);
    expect(fetch.statements.some((statement) => /state = 'completed'/.test(statement.text))).toBe(true);
  });
});
