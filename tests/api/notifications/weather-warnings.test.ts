import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmerNotices, outboxMessages } from '../../../src/server/db/schema.ts';
import { createWeatherService } from '../../../src/server/providers/weather/weather-service.ts';
import { warnOfWeather } from '../../../src/server/services/notifications/weather-warnings.ts';
import { startFakeOpenMeteo } from '../../support/fake-open-meteo.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp, testConfig } from '../helpers/test-app.ts';

describe("weather warnings for a farmer's farm, from its forecast, once a day, only when turned on", () => {
  let app: FastifyInstance;
  let provider: Awaited<ReturnType<typeof startFakeOpenMeteo>>;
  const now = new Date('2026-11-24T02:30:00Z');

  beforeAll(async () => {
    provider = await startFakeOpenMeteo(() => now);
    app = await buildTestApp({ weather: { baseUrl: provider.url, timeoutMs: 3000 } }, { clock: () => now });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  async function farmer(weather: { enabled: boolean; channel: 'push' | 'sms' | 'chat' }, farm: string) {
    const account = await registeredAndSignedIn(app);
    const headers = bearer(account.access);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/me/notifications/',
      headers,
      payload: { kind: 'weather', ...weather },
    });
    expect(saved.statusCode).toBe(200);
    const made = await app.inject({
      method: 'POST',
      url: '/api/v1/farm/',
      headers,
      payload: { name: farm, ward: '0676' },
    });
    expect(made.statusCode, made.body).toBe(201);
    return { headers, phone: account.phone as string };
  }

  const deps = () => ({
    db: app.database.db,
    push: testConfig().push,
    outbox: app.accounts.deps.outbox,
    clock: () => now,
    weather: createWeatherService({ baseUrl: provider.url, timeoutMs: 3000, clock: () => now }),
  });

  it('texts a storm warning to a farmer who chose SMS, once, and nothing to one who turned weather off', async () => {
    const texted = await farmer({ enabled: true, channel: 'sms' }, 'Shamba la juu');
    await farmer({ enabled: false, channel: 'sms' }, 'Shamba la chini');

    provider.setScenario('dry');
    expect(await warnOfWeather(deps())).toBe(0);
    provider.setScenario('storm');
    const told = await warnOfWeather(deps());
    expect(told).toBeGreaterThan(0);
    expect(await warnOfWeather(deps())).toBe(0);

    const sms = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'notice_weather'));
    expect(sms).toHaveLength(told);
    expect(new Set(sms.map((message) => message.recipient))).toEqual(
      new Set([`+254${texted.phone.slice(1)}`]),
    );
    expect(sms.map((message) => message.body)).toContainEqual(
      expect.stringMatching(
        /^Mimea, Shamba la juu: ⚠️ Mvua kubwa \(mm 65\) inatarajiwa Jumanne, 24 Novemba: safisha mifereji/,
      ),
    );
    expect(await app.database.db.select().from(farmerNotices)).toHaveLength(told);
  });
});
