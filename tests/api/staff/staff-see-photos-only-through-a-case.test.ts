import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnoses } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';
import { book, casePhotoUrl, staffMember, uploadedPhoto } from './support/case-photos.ts';

/**
 * Finding 6: staff could read any photo by id (anonymous uploads, photos in no booking), and a booking
 * took other people's diagnosis ids and photos unchecked. Now staff reach a photo only through a booking
 * they may see, and a booking names only what the booker owns.
 */
describe('staff see photos only through a case, and a case holds only the booker’s own', () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  let officer: Record<string, string>;
  let farmer: Record<string, string>;
  let stranger: Record<string, string>;
  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
    staff = await staffMember(app);
    officer = await staffMember(app, 'grievance_officer');
    farmer = bearer((await registeredAndSignedIn(app)).access);
    stranger = bearer((await registeredAndSignedIn(app)).access);
  });
  afterAll(() => app.close());

  it('gives staff no photo by id, anonymous or signed-in, booked or not', async () => {
    const anonymous = await uploadedPhoto(app, {});
    const owned = await uploadedPhoto(app, farmer);
    const booked = await book(app, farmer, { photo_ids: [owned.photoId] });
    expect(booked.statusCode).toBe(201);
    for (const { photoId } of [anonymous, owned]) {
      const byId = await app.inject({ url: `/api/v1/classify/image/${photoId}/`, headers: staff });
      expect(byId.statusCode).toBe(404);
    }
    // Through the booking, only the photos it names: a real photo id of another case is still unknown.
    const bookingId = booked.json().id;
    expect(
      (await app.inject({ url: casePhotoUrl(bookingId, owned.photoId), headers: staff })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: casePhotoUrl(bookingId, anonymous.photoId), headers: staff })).statusCode,
    ).toBe(404);
    // The farmer is no staff member; their own photo they read at its own address.
    expect(
      (await app.inject({ url: casePhotoUrl(bookingId, owned.photoId), headers: farmer })).statusCode,
    ).toBe(403);
  });

  it('keeps a complaint’s photos from agronomists and shows them to the grievance officer', async () => {
    const owned = await uploadedPhoto(app, farmer);
    const complaint = (await book(app, farmer, { photo_ids: [owned.photoId] }, 'complaint')).json();
    const url = casePhotoUrl(complaint.id, owned.photoId);
    expect((await app.inject({ url, headers: staff })).statusCode).toBe(404);
    expect((await app.inject({ url, headers: officer })).statusCode).toBe(200);
  });

  it('refuses another person’s photo, first diagnosis or case as a field error in the caller’s language', async () => {
    const theirs = await uploadedPhoto(app, stranger);
    const anonymous = await uploadedPhoto(app, {});
    const [theirCase] = await app.database.db.insert(diagnoses).values({ userId: null }).returning();
    const response = await book(
      app,
      { ...farmer, 'accept-language': 'sw' },
      {
        photo_ids: [theirs.photoId, anonymous.photoId],
        first_diagnosis_ids: [theirs.firstId],
        diagnosis_id: theirCase!.id,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'case.photo_ids': ['Hatujui picha hii. Tuma mojawapo ya picha zako.'],
      'case.first_diagnosis_ids': ['Hatuujui ukaguzi huu. Chagua mmojawapo wa ukaguzi wako.'],
      'case.diagnosis_id': ['Hatuujui ukaguzi huu. Chagua mmojawapo wa ukaguzi wako.'],
    });
  });

  it('lets an anonymous booker attach only photos their upload token owns, and no case', async () => {
    const mine = await uploadedPhoto(app, {});
    const other = await uploadedPhoto(app, {});
    const refused = await book(
      app,
      { ...mine.owner, 'accept-language': 'en' },
      { photo_ids: [other.photoId] },
    );
    expect(refused.json()).toEqual({
      'case.photo_ids': ['We do not know this photo. Send one of your own photos.'],
    });
    const [aCase] = await app.database.db.insert(diagnoses).values({ userId: null }).returning();
    expect((await book(app, mine.owner, { diagnosis_id: aCase!.id })).statusCode).toBe(400);
    const accepted = await book(app, mine.owner, {
      photo_ids: [mine.photoId],
      first_diagnosis_ids: [mine.firstId],
    });
    expect(accepted.statusCode).toBe(201);
  });

  it('accepts a signed-in farmer’s own photo, first diagnosis and case', async () => {
    const owned = await uploadedPhoto(app, farmer);
    const { id: userId } = (await app.inject({ url: '/api/v1/accounts/me/', headers: farmer })).json();
    const [ownCase] = await app.database.db.insert(diagnoses).values({ userId }).returning();
    const response = await book(app, farmer, {
      photo_ids: [owned.photoId],
      first_diagnosis_ids: [owned.firstId],
      diagnosis_id: ownCase!.id,
    });
    expect(response.statusCode).toBe(201);
  });

  it('accepts a photo sent before signing in, with the device’s upload token beside the bearer token', async () => {
    const before = await uploadedPhoto(app, {});
    const response = await book(app, { ...farmer, ...before.owner }, { photo_ids: [before.photoId] });
    expect(response.statusCode).toBe(201);
  });
});
