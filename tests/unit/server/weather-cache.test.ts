import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherService } from '../../../src/server/providers/weather/weather-service.ts';
import { startFakeOpenMeteo } from '../../support/fake-open-meteo.ts';

const now = new Date('2026-04-08T06:00:00Z');
const at = (latitude: number, longitude: number) => ({ latitude, longitude, county_id: null });

describe('the weather cache', () => {
  let provider: Awaited<ReturnType<typeof startFakeOpenMeteo>>;
  beforeAll(async () => {
    provider = await startFakeOpenMeteo(() => now);
  });
  afterAll(() => provider.close());

  it('keeps a bounded number of places, letting the longest unrefreshed go first', async () => {
    const service = createWeatherService({
      baseUrl: provider.url,
      timeoutMs: 2_000,
      clock: () => now,
      maxPlaces: 2,
    });
    const asked = async (latitude: number) => {
      const before = provider.requests();
      await service.forPlace(at(latitude, 36.8));
      return provider.requests() - before;
    };
    expect([await asked(-1.1), await asked(-1.2), await asked(-1.3)]).toEqual([1, 1, 1]);
    expect(service.isCached(at(-1.1, 36.8))).toBe(false);
    expect([await asked(-1.2), await asked(-1.3)]).toEqual([0, 0]);
    expect(await asked(-1.1)).toBe(1);
    expect(service.isCached(at(-1.2, 36.8))).toBe(false);
  });

  it('tells Open-Meteo only the kilometre cell of a farm, not where the farm is', async () => {
    const service = createWeatherService({ baseUrl: provider.url, timeoutMs: 2_000, clock: () => now });
    const farm = at(-0.283417, 36.071389);
    const report = await service.forPlace(farm);
    expect(provider.lastAsked()?.get('latitude')).toBe('-0.2800');
    expect(provider.lastAsked()?.get('longitude')).toBe('36.0700');
    // The farmer's own answer still names their place.
    expect(report.place).toEqual(farm);
  });
});
