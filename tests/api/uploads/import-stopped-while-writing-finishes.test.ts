import { count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_COLUMNS } from '../../../src/contract/upload.ts';
import { fertilizers, users } from '../../../src/server/db/schema.ts';
import { runUpload } from '../../../src/server/jobs/upload-job.ts';
import {
  insertUploadJob,
  ownUploadJob,
  setUploadJob,
  toUploadJob,
} from '../../../src/server/services/uploads/upload-job-repository.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { dataManager, uploadCsv } from './upload-helpers.ts';

/** A background import on PGlite commits a batch at a time (issue 35 §1); stopped half-way, it is finished. */
describe('a background import stopped while writing', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
    // Its start has looked for half-written imports already: the one made below is run here, once.
    await app.jobs.started();
  });
  afterAll(() => app.close());

  const file = (names: string[]) =>
    `${UPLOAD_COLUMNS.fertilizer.join(',')}\n${names.map((name) => `${name},inorganic,10-26-10,10,26,10,,Planting,label`).join('\n')}\n`;
  const names = Array.from({ length: 1_200 }, (_, index) => `Stopped product ${index}`);

  it('is written to the end on the next run, and answers what was decided before writing began', async () => {
    const manager = await dataManager(app);
    const db = app.database.db;
    // What a stop after the first batches leaves: some rows written, the job running with its answer.
    expect((await uploadCsv(app, 'fertilizer', manager, file(names.slice(0, 400)))).statusCode).toBe(200);
    const [uploader] = await db.select().from(users).where(eq(users.role, 'data_manager'));
    const job = await insertUploadJob(db, {
      kind: 'fertilizer',
      userId: uploader!.id,
      language: 'en',
      dryRun: false,
      replaceShipped: false,
      rows: names.length,
      csv: Buffer.from(file(names)),
    });
    const decided = { created: 1_200, updated: 0, unchanged: 0, errors: [], encoding: 'utf-8' as const };
    await setUploadJob(db, job.id, { state: 'running', result: decided });
    // Its status does not tell the answer before the rows are written.
    expect(toUploadJob((await ownUploadJob(db, uploader!.id, job.id))!).result).toBeNull();

    await runUpload(db, job.id, { inSteps: true });

    const [stored] = await db
      .select({ rows: count() })
      .from(fertilizers)
      .where(like(fertilizers.name, 'Stopped product %'));
    expect(stored!.rows).toBe(1_200);
    expect(toUploadJob((await ownUploadJob(db, uploader!.id, job.id))!)).toMatchObject({
      state: 'done',
      result: decided,
    });
  }, 120_000);
});
