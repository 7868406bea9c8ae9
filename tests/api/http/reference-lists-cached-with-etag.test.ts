import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

// Finding 11 of the attack review: every read of a reference list was built again.
describe('reference lists are served from memory with ETag and Cache-Control', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each([
    '/api/v1/pest/',
    '/api/v1/pest/?search=rust',
    '/api/v1/county/',
    '/api/v1/blog/',
    '/api/v1/crop/',
  ])('%s answers the same body again, and 304 to a client that has it', async (url) => {
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.vary).toContain('accept-language');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ method: 'GET', url });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-type']).toMatch(/application\/json/);
    const revalidated = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps the languages apart', async () => {
    const en = await app.inject({
      method: 'GET',
      url: '/api/v1/pest/',
      headers: { 'accept-language': 'en' },
    });
    const sw = await app.inject({
      method: 'GET',
      url: '/api/v1/pest/',
      headers: { 'accept-language': 'sw' },
    });
    expect(en.headers.etag).not.toBe(sw.headers.etag);
    const enAgain = await app.inject({
      method: 'GET',
      url: '/api/v1/pest/',
      headers: { 'accept-language': 'en' },
    });
    expect(enAgain.body).toBe(en.body);
  });

  it('never caches a refusal', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/v1/pest/?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
  });
});
