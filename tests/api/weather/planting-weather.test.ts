import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenMeteo, type Scenario } from '../../support/fake-open-meteo.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

let now = new Date('2026-04-08T06:00:00Z');

describe('weather/ with the farmer’s own plantings', () => {
  let app: FastifyInstance;
  let provider: Awaited<ReturnType<typeof startFakeOpenMeteo>>;
  beforeAll(async () => {
    provider = await startFakeOpenMeteo(() => now);
    app = await buildTestApp({ weather: { baseUrl: provider.url, timeoutMs: 3000 } }, { clock: () => now });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  /** A new farmer who planted maize in Nakuru on a day; answers the weather actions they see there. */
  async function actionsFor(plantedOn: string | null, scenario: Scenario, county = '032') {
    // A new half hour first, so the forecast is fetched afresh for this scenario and the token is new.
    now = new Date(now.getTime() + 31 * 60_000);
    provider.setScenario(scenario);
    const headers = bearer((await registeredAndSignedIn(app)).access);
    if (plantedOn) {
      const saved = await app.inject({
        method: 'POST',
        url: '/api/v1/plantinginfo/',
        headers,
        payload: { crop: 'maize', county_id: '032', planted_on: plantedOn },
      });
      expect(saved.statusCode).toBe(201);
    }
    const response = await app.inject({ method: 'GET', url: `/api/v1/weather/?county=${county}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().actions as { rule: string; params: Record<string, string> }[];
  }
  const rules = (actions: { rule: string }[]) => actions.map((action) => action.rule);

  it('warns to harvest and cover maize that is ready when rain is coming', async () => {
    const actions = await actionsFor('2025-10-01', 'showers');
    expect(rules(actions)).toEqual(['no_spray_rain', 'harvest_before_rain']);
    expect(actions[1]!.params).toEqual({ crop: 'maize', planted_on: '2025-10-01' });
  });

  it('says rain is a good moment for a top-dressing that is due', async () => {
    expect(rules(await actionsFor('2026-02-20', 'showers'))).toEqual([
      'no_spray_rain',
      'top_dress_with_rain',
    ]);
  });

  it('warns about young maize in a dry, hot week', async () => {
    expect(rules(await actionsFor('2026-03-20', 'dry'))).toEqual(['dry_spell_mulch', 'young_crop_dry']);
  });

  it('keeps to the general advice without plantings there, or for anonymous callers', async () => {
    expect(rules(await actionsFor(null, 'dry'))).toEqual(['dry_spell_mulch']);
    expect(rules(await actionsFor('2026-03-20', 'dry', '016'))).toEqual(['dry_spell_mulch']);
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/weather/?county=032' });
    expect(rules(anonymous.json().actions)).toEqual(['dry_spell_mulch']);
  });
});
