import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app.ts';

describe('error answers and security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers unknown API paths with a JSON 404 detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers in Swahili when the caller asks for it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/no-such-thing/',
      headers: { 'accept-language': 'sw-KE,sw;q=0.9' },
    });
    expect(response.json().detail).toBe('Haikupatikana.');
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/v1/health/' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('GET');
    expect(response.json().code).toBe('method_not_allowed');
  });

  it('answers a body it cannot read with 415, and a body too large with 413', async () => {
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=0712345678',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe('unsupported_media_type');
    const huge = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('payload_too_large');
  });

  it('answers malformed JSON with a 400 detail, not a crash', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'malformed_request' });
  });

  it('sends security headers and a strict content security policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('sends HSTS only over HTTPS: directly, or through a trusted proxy, never on a forged header', async () => {
    const plain = await app.inject({
      method: 'GET',
      url: '/api/v1/health/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await buildTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const response = await proxied.inject({
        method: 'GET',
        url: '/api/v1/health/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });

  it('rate-limits a caller that sends too many requests, telling them when to retry', async () => {
    const limited = await buildTestApp({ rateLimit: { max: 2, addressMax: 20, windowMs: 60_000 } });
    await limited.inject({ method: 'GET', url: '/api/v1/health/' });
    await limited.inject({ method: 'GET', url: '/api/v1/health/' });
    const response = await limited.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toMatchObject({
      code: 'rate_limited',
      detail: expect.stringMatching(/\d+ seconds/),
    });
    await limited.close();
  });

  it('refuses cross-origin browser calls unless the origin is allowed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/health/',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const open = await buildTestApp({ corsOrigins: ['https://partner.example'] });
    const allowed = await open.inject({
      method: 'GET',
      url: '/api/v1/health/',
      headers: { origin: 'https://partner.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    await open.close();
  });
});
