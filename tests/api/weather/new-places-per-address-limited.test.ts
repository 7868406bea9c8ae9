import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenMeteo } from '../../support/fake-open-meteo.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const FRESH_PLACES_PER_HOUR = 120;

/**
 * Finding 16: `weather/` accepts any coordinates and asked Open-Meteo for every place not yet cached,
 * keeping each answer in a cache with no bound. One address walking a kilometre grid made the server
 * spend Open-Meteo's free 10,000 requests a day in about half an hour (every farmer then got "weather
 * unavailable") and grow its memory without end. Now one address may ask for 120 new places an hour,
 * and the cache keeps a bounded number of places (tests/unit/server/weather-cache.test.ts).
 */
describe('one address cannot spend the weather provider’s requests for everyone', () => {
  let app: FastifyInstance;
  let provider: Awaited<ReturnType<typeof startFakeOpenMeteo>>;
  const now = new Date('2026-04-08T06:00:00Z');
  beforeAll(async () => {
    provider = await startFakeOpenMeteo(() => now);
    app = await buildTestApp({ weather: { baseUrl: provider.url, timeoutMs: 2_000 } }, { clock: () => now });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  const weather = (query: string, ip: string) =>
    app.inject({ method: 'GET', url: `/api/v1/weather/?${query}`, remoteAddress: ip });
  const point = (i: number) => `latitude=${(-1 - i / 100).toFixed(2)}&longitude=36.80`;

  it('asks the provider for a limited number of new places per address, and still answers cached ones', async () => {
    const before = provider.requests();
    for (let i = 0; i < FRESH_PLACES_PER_HOUR; i += 1) {
      expect((await weather(point(i), '203.0.113.9')).statusCode).toBe(200);
    }
    const refused = await weather(point(FRESH_PLACES_PER_HOUR), '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(provider.requests() - before).toBe(FRESH_PLACES_PER_HOUR);

    expect((await weather(point(0), '203.0.113.9')).statusCode).toBe(200);
    expect((await weather(point(FRESH_PLACES_PER_HOUR), '203.0.113.10')).statusCode).toBe(200);
  });
});
