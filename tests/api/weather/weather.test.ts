import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenMeteo } from '../../support/fake-open-meteo.ts';
import { buildTestApp } from '../helpers/test-app.ts';

let now = new Date('2026-04-08T06:00:00Z');

describe('weather/', () => {
  let app: FastifyInstance;
  let provider: Awaited<ReturnType<typeof startFakeOpenMeteo>>;
  beforeAll(async () => {
    provider = await startFakeOpenMeteo(() => now);
    // Long enough for a loaded CI machine to answer a healthy request; the "hang" case waits it out.
    app = await buildTestApp({ weather: { baseUrl: provider.url, timeoutMs: 2_000 } }, { clock: () => now });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });
  const weather = (query: string) => app.inject({ method: 'GET', url: `/api/v1/weather/?${query}` });
  const rules = async (query: string) =>
    (await weather(query)).json().actions.map((a: { rule: string }) => a.rule);
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };

  it('answers now, the days around and the attribution Open-Meteo asks for, by county', async () => {
    provider.setScenario('dry');
    const response = await weather('county=032');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.place).toMatchObject({ county_id: '032' });
    expect(body.current).toMatchObject({ temperature_c: 21.5, wind_kmh: 6 });
    expect(body.days).toHaveLength(10);
    expect(body.attribution).toMatchObject({ text: 'Weather data by Open-Meteo.com', licence: 'CC BY 4.0' });
  });

  it('answers the county a point lies in, from the county outlines', async () => {
    provider.setScenario('dry');
    const inMachakos = await weather('latitude=-1.29&longitude=37.34');
    expect(inMachakos.statusCode).toBe(200);
    expect(inMachakos.json().place).toEqual({ latitude: -1.29, longitude: 37.34, county_id: '016' });
    expect((await weather('latitude=-4.5&longitude=40.5')).json().place.county_id).toBeNull();
  });

  it('turns the forecast into farm actions, rule by rule', async () => {
    const cases: [Parameters<typeof provider.setScenario>[0], string[]][] = [
      ['dry', ['dry_spell_mulch']],
      ['showers', ['no_spray_rain']],
      ['windy', ['no_spray_wind']],
      ['storm', ['no_spray_rain', 'heavy_rain_drainage', 'planting_rains_started']],
      ['rains_started', ['no_spray_rain', 'planting_rains_started']],
    ];
    for (const [scenario, expected] of cases) {
      provider.setScenario(scenario);
      later(31);
      expect(await rules('latitude=-0.3&longitude=36.1'), scenario).toEqual(expected);
    }
  });

  it('asks the provider once per place per 30 minutes', async () => {
    provider.setScenario('dry');
    later(31);
    const before = provider.requests();
    await weather('latitude=-1.29&longitude=36.82');
    await weather('latitude=-1.2901&longitude=36.8202');
    expect(provider.requests() - before).toBe(1);
    later(31);
    await weather('latitude=-1.29&longitude=36.82');
    expect(provider.requests() - before).toBe(2);
  });

  it.each(['down', 'hang', 'garbage'] as const)(
    'says weather is unavailable when the provider is %s',
    async (scenario) => {
      provider.setScenario(scenario);
      later(31);
      const response = await weather('latitude=0.5&longitude=35.3');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'weather_unavailable' });
    },
  );

  it('refuses a request without a place, or with impossible coordinates', async () => {
    expect((await weather('')).statusCode).toBe(400);
    expect((await weather('latitude=120&longitude=36')).statusCode).toBe(400);
    expect((await weather('county=099')).statusCode).toBe(404);
  });
});
