import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

// Monday 23 November 2026, 08:05 in Nairobi: the callback slots of the week are open.
const clock = () => new Date('2026-11-23T05:05:00Z');

/**
 * Finding 29: the API's personal answers carried no Cache-Control. Chromium wrote a signed-in farmer's
 * `accounts/me/`, `farmer/` and `farm/` answers (name, phone number, farms) to its disk cache, where they
 * stayed after logout for the next person on a kiosk tablet or a shared phone; the login answer's tokens
 * had no `no-store` either (RFC 6749 §5.1). Every API answer that does not choose its own caching is now
 * `no-store`; the reference lists keep theirs.
 */
describe('personal answers are never kept in a cache', () => {
  let app: FastifyInstance;
  let access: string;
  let refresh: string;
  let phone: string;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
    ({ access, refresh, phone } = await registeredAndSignedIn(app));
  });
  afterAll(() => app.close());

  const cacheControl = async (method: 'GET' | 'POST', url: string, options: object = {}) =>
    (await app.inject({ method, url, ...options })).headers['cache-control'];

  it.each([
    '/api/v1/accounts/me/',
    '/api/v1/farmer/',
    '/api/v1/farm/',
    '/api/v1/plantinginfo/',
    '/api/v1/diagnosis/',
    '/api/v1/callback/',
    '/api/v1/messages/',
  ])('%s is no-store', async (url) => {
    expect(await cacheControl('GET', url, { headers: bearer(access) })).toBe('no-store');
  });

  it('sends tokens and refusals as no-store', async () => {
    expect((await login(app, phone)).headers['cache-control']).toBe('no-store');
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/token/refresh/',
      payload: { refresh },
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.headers['cache-control']).toBe('no-store');
    expect(await cacheControl('GET', '/api/v1/accounts/me/')).toBe('no-store');
  });

  it('sends an anonymous booking, read with its token, as no-store', async () => {
    const slots = (await app.inject({ method: 'GET', url: '/api/v1/callback/slots/' })).json();
    const booked = await app.inject({
      method: 'POST',
      url: '/api/v1/callback/',
      payload: {
        name: 'Achieng Otieno',
        phone_number: '0712 345 678',
        channel: 'call',
        language: 'sw',
        topic: 'crop_problem',
        slot: slots.slots[0].start,
      },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.headers['cache-control']).toBe('no-store');
    const { id, token } = booked.json();
    const read = await app.inject({
      method: 'GET',
      url: `/api/v1/callback/${id}/`,
      headers: { 'x-booking-token': token },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching the reference lists choose', async () => {
    expect(await cacheControl('GET', '/api/v1/pest/')).toBe('public, max-age=300');
    expect(await cacheControl('GET', '/api/v1/pest/bundle/')).toBe('no-cache');
  });
});
