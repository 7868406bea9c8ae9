import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app.ts';

describe('GET /api/v1/health/', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('reports the service, its database and its version', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: expect.any(String) });
  });

  it('reports a degraded service when the database is gone', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const response = await broken.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });
    await broken.close().catch(() => undefined);
  });
});
