import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

/**
 * Issue 35 §1: a long import held PGlite's one connection, and every request waited for it, even
 * `legal/contact/`, which needs nothing stored: its rate-limit count was written there. The counts live
 * in memory on PGlite now (PostgreSQL counts on another of its pool's connections).
 */
describe('a request that needs nothing stored', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
  });
  afterAll(() => app.close());

  it('is counted and answered while a transaction holds the database', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const transaction = app.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding();
      await released;
    });
    await held;
    try {
      // Needing the database, it would wait for the release below, which comes only after it answers.
      const answer = await app.inject({ method: 'GET', url: '/api/v1/legal/contact/' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-ratelimit-remaining']).toBeDefined();
    } finally {
      release();
      await transaction;
    }
  });
});
