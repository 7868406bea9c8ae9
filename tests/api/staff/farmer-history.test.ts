import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  diagnoses,
  diagnosisImages,
  farmers,
  farms,
  plantingInfos,
  users,
  wards,
} from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { casePhotoUrl, staffMember, uploadedPhoto } from './support/case-photos.ts';

describe('staff/callbacks/{id}/history/: the farmer beyond this booking', () => {
  let app: FastifyInstance;
  let agronomist: Record<string, string>;
  let grievanceOfficer: Record<string, string>;
  let earlier: { id: string; reference: string };
  let complaint: { id: string };
  let current: { id: string };
  let stranger: { id: string };
  let wardName: string;
  let checkPhoto: string;
  let otherPhoto: string;
  const history = (id: string, headers = agronomist) =>
    app.inject({ url: `/api/v1/staff/callbacks/${id}/history/`, headers });

  beforeAll(async () => {
    app = await buildTestApp();
    agronomist = await staffMember(app);
    grievanceOfficer = await staffMember(app, 'grievance_officer');
    const farmer = await registeredAndSignedIn(app);
    const { slots } = (await app.inject({ url: '/api/v1/callback/slots/' })).json();
    const book = async (slot: number, headers: Record<string, string>, payload: object) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/callback/',
        headers,
        payload: {
          name: 'Wanjiku Kamau',
          phone_number: farmer.phone,
          channel: 'call',
          language: 'sw',
          topic: 'crop_problem',
          slot: slots[slot].start,
          ...payload,
        },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json() as { id: string; reference: string };
    };
    const mine = bearer(farmer.access);
    earlier = await book(0, mine, {
      case: { crop: 'maize', finding: { label: 'maize__common_rust', confidence: 0.8, unsure: false } },
    });
    complaint = await book(1, mine, { topic: 'complaint' });
    // Booked without signing in, from the same phone: still the same farmer.
    current = await book(2, {}, { topic: 'other' });
    stranger = await book(3, {}, { phone_number: '0799000111', name: 'Someone Else' });
    const tried = await app.inject({
      method: 'PATCH',
      url: `/api/v1/staff/callbacks/${earlier.id}/`,
      headers: agronomist,
      payload: { status: 'no_answer' },
    });
    expect(tried.statusCode, tried.body).toBe(200);

    const { db } = app.database;
    const [account] = await db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, farmer.phone.replace(/^0/, '+254')));
    const [ward] = await db.select().from(wards).limit(1);
    const [record] = await db
      .insert(farmers)
      .values({
        firstName: 'Wanjiku',
        lastName: 'Kamau',
        phoneNumber: account!.phoneNumber!,
        userId: account!.id,
      })
      .returning();
    await db.insert(farms).values({
      farmerId: record!.id,
      name: 'Shamba la juu',
      countyId: ward!.countyId,
      wardId: ward!.id,
      areaAcres: 1.5,
    });
    await db.insert(plantingInfos).values({
      userId: account!.id,
      crop: 'bean',
      countyId: ward!.countyId,
      plantedOn: '2026-10-01',
      season: 'short_rains',
      farmName: 'Shamba la juu',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const [check] = await db
      .insert(diagnoses)
      .values({ userId: account!.id, crop: 'maize', confirmedLabel: 'maize__common_rust' })
      .returning();
    checkPhoto = (await uploadedPhoto(app, mine)).photoId;
    await db.insert(diagnosisImages).values({ diagnosisId: check!.id, imageId: checkPhoto });
    // The same farmer's photo that no saved check holds stays out of the desk's reach.
    otherPhoto = (await uploadedPhoto(app, mine)).photoId;
    wardName = ward!.name;
  });
  afterAll(() => app.close());

  it('lists the farmer’s other bookings with the calls tried, their checks, farms and plantings', async () => {
    const answer = await history(current.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.bookings).toEqual([
      expect.objectContaining({
        id: earlier.id,
        reference: earlier.reference,
        status: 'no_answer',
        crop: 'maize',
        finding: 'maize__common_rust',
        reviewed: null,
        calls: 1,
        unanswered_calls: 1,
      }),
    ]);
    expect(body.checks).toEqual([
      expect.objectContaining({
        crop: 'maize',
        confirmed_label: 'maize__common_rust',
        photo_ids: [checkPhoto],
      }),
    ]);
    expect(body.farms).toEqual([
      { name: 'Shamba la juu', ward: wardName, county: expect.any(String), area_acres: 1.5 },
    ]);
    expect(body.plantings).toEqual([
      { crop: 'bean', planted_on: '2026-10-01', season: 'short_rains', farm_name: 'Shamba la juu' },
    ]);
  });

  it('shows an earlier check’s photos through this booking, and no other photo of the farmer or by a stranger’s booking', async () => {
    const photo = await app.inject({ url: casePhotoUrl(current.id, checkPhoto), headers: agronomist });
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
    const unsaved = await app.inject({ url: casePhotoUrl(current.id, otherPhoto), headers: agronomist });
    expect(unsaved.statusCode).toBe(404);
    const elsewhere = await app.inject({ url: casePhotoUrl(stranger.id, checkPhoto), headers: agronomist });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('keeps complaints to the grievance officer, and another farmer’s bookings out', async () => {
    const officer = (await history(complaint.id, grievanceOfficer)).json();
    expect(officer.bookings).toEqual([]);
    expect((await history(complaint.id)).statusCode).toBe(404);
    const other = (await history(stranger.id)).json();
    expect(other).toEqual({ bookings: [], checks: [], farms: [], plantings: [] });
  });

  it('is for staff only', async () => {
    expect((await history(current.id, {})).statusCode).toBe(401);
  });
});
