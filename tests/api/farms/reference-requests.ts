import type { FastifyInstance } from 'fastify';
import { seedAgronomy } from '../../../src/server/agronomy/seed-agronomy.ts';
import { seedLibrary } from '../../../src/server/library/seed-library.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** `call(method, 'crop/', headers, body)` against the app `current()` answers (it is built in beforeAll). */
export const apiCaller =
  (current: () => FastifyInstance) =>
  (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
    current().inject({ method, url: `/api/v1/${url}`, headers, payload });

/** A start: the seeds run again over what data managers did, and nothing is kept in memory. */
export async function restartSeeds(app: FastifyInstance): Promise<void> {
  await seedLibrary(app.database.db);
  await seedAgronomy(app.database.db);
  app.clearCachedReads();
}
