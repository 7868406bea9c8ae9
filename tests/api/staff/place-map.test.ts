import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wards } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { staffMember } from './support/case-photos.ts';

describe("staff/callbacks/{id}/place-map/: the case's place on a small map", () => {
  let app: FastifyInstance;
  let agronomist: Record<string, string>;
  let farmer: { phone: string; access: string };
  let slot = 0;
  const mapOf = (id: string, headers: Record<string, string> = agronomist) =>
    app.inject({ url: `/api/v1/staff/callbacks/${id}/place-map/`, headers });

  async function bookWith(place: object) {
    const { slots } = (await app.inject({ url: '/api/v1/callback/slots/' })).json();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/callback/',
      payload: {
        name: 'Mwikali Musyoka',
        phone_number: farmer.phone,
        channel: 'call',
        language: 'sw',
        topic: 'crop_problem',
        slot: slots[slot++].start,
        case: { crop: 'maize', place },
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return (answer.json() as { id: string }).id;
  }

  beforeAll(async () => {
    app = await buildTestApp();
    agronomist = await staffMember(app);
    farmer = await registeredAndSignedIn(app);
  });
  afterAll(() => app.close());

  it('draws the ward a GPS point lies in, inside its county, with the point', async () => {
    const id = await bookWith({ name: 'Kathiani, Machakos', latitude: -1.42, longitude: 37.34 });
    const answer = await mapOf(id);
    expect(answer.statusCode, answer.body).toBe(200);
    const map = answer.json();
    expect(map.county).toMatchObject({ id: '016', name: 'Machakos' });
    const [ward] = await app.database.db.select().from(wards).where(eq(wards.id, map.ward.id));
    expect(ward?.countyId).toBe('016');
    expect(map.ward.name).toBe(ward?.name);
    expect(map.county.d).toMatch(/^M/);
    expect(map.ward.d).toMatch(/^M/);
    const [left, top, width, height] = (map.view_box as string).split(' ').map(Number);
    expect(map.point.x).toBeGreaterThan(left!);
    expect(map.point.x).toBeLessThan(left! + width!);
    expect(map.point.y).toBeGreaterThan(top!);
    expect(map.point.y).toBeLessThan(top! + height!);
    // One county's outline, not the country's.
    expect(answer.body.length).toBeLessThan(20_000);
  });

  it('draws the county alone when the farmer gave a county and no point', async () => {
    const map = (await mapOf(await bookWith({ county_id: '016', name: 'Machakos' }))).json();
    expect(map.county.id).toBe('016');
    expect(map.ward).toBeNull();
    expect(map.point).toBeNull();
  });

  it('leaves a point off the map rather than draw it in the wrong place, keeping the county', async () => {
    // In the Indian Ocean, off Kilifi, with the county the farmer named.
    const map = (await mapOf(await bookWith({ county_id: '003', latitude: -3.9, longitude: 40.4 }))).json();
    expect(map.county.id).toBe('003');
    expect(map.ward).toBeNull();
    expect(map.point).toBeNull();
  });

  it('says so, in the reader’s language, when the place was given in words only', async () => {
    const id = await bookWith({ name: 'karibu na soko' });
    const answer = await app.inject({
      url: `/api/v1/staff/callbacks/${id}/place-map/`,
      headers: { ...agronomist, 'accept-language': 'sw' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({
      code: 'place_not_on_map',
      detail: expect.stringContaining('ramani'),
    });
  });

  it('is for staff only', async () => {
    const id = await bookWith({ county_id: '016' });
    expect((await mapOf(id, {})).statusCode).toBe(401);
    expect((await mapOf(id, bearer(farmer.access))).statusCode).toBe(403);
    expect((await mapOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
