import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseReviews } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';
import { book, staffMember, uploadedPhoto } from './support/case-photos.ts';

describe('staff/callbacks/{id}/review/: an agronomist confirms or corrects the case photos', () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  let officer: Record<string, string>;
  let farmer: Record<string, string>;
  const review = (bookingId: string, headers: Record<string, string>, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/staff/callbacks/${bookingId}/review/`,
      headers,
      payload,
    });
  const caseWithPhoto = async (finding = 'maize__common_rust', topic = 'crop_problem') => {
    const photo = await uploadedPhoto(app, farmer);
    const booked = await book(
      app,
      farmer,
      {
        photo_ids: [photo.photoId],
        first_diagnosis_ids: [photo.firstId],
        finding: { label: finding, confidence: 0.55, unsure: true },
        crop: 'maize',
      },
      topic,
    );
    expect(booked.statusCode).toBe(201);
    return booked.json() as { id: string; reference: string };
  };
  const farmerMessages = async () =>
    (await app.inject({ url: '/api/v1/messages/', headers: farmer })).json().results;
  // The farmer's one message per review goes when the booking is resolved (or after a grace).
  const resolve = (bookingId: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/v1/staff/callbacks/${bookingId}/`,
      headers: staff,
      payload: { status: 'resolved' },
    });

  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
    staff = await staffMember(app);
    officer = await staffMember(app, 'grievance_officer');
    farmer = bearer((await registeredAndSignedIn(app)).access);
  });
  afterAll(() => app.close());

  it('confirms the model, and the farmer’s chat gets it with the advice page', async () => {
    const booking = await caseWithPhoto();
    const confirmed = await review(booking.id, staff, { label: 'maize__common_rust' });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().review).toMatchObject({
      decision: 'confirmed',
      label: 'maize__common_rust',
      model_label: 'maize__common_rust',
      note: null,
      author: 'Wanjiku Kamau',
    });
    // The review is its own chat message, not one of the typed answers.
    expect(confirmed.json().answers).toEqual([]);
    await resolve(booking.id);
    expect((await farmerMessages())[0]).toMatchObject({
      body: '',
      reference: booking.reference,
      review: { label: 'maize__common_rust', slug: 'maize-common-rust' },
    });
  });

  it('corrects to another label or to "unknown", the latest word standing, with the note for the farmer', async () => {
    const booking = await caseWithPhoto();
    // An old pathogen name is stored as the merged class the model and the library know.
    const corrected = await review(booking.id, staff, {
      label: 'maize__northern_leaf_blight',
      note: '  Ondoa majani yaliyoathirika.  ',
    });
    expect(corrected.json().review).toMatchObject({
      decision: 'corrected',
      label: 'maize__leaf_blight',
      model_label: 'maize__common_rust',
      note: 'Ondoa majani yaliyoathirika.',
    });
    await resolve(booking.id);
    expect((await farmerMessages())[0]).toMatchObject({
      body: 'Ondoa majani yaliyoathirika.',
      review: { label: 'maize__leaf_blight', slug: 'maize-leaf-blight', replaces_earlier: false },
    });
    const unknown = await review(booking.id, staff, { label: 'unknown' });
    expect(unknown.json().review).toMatchObject({ decision: 'corrected', label: 'unknown', note: null });
    await resolve(booking.id);
    expect((await farmerMessages())[0].review).toEqual({
      label: 'unknown',
      slug: null,
      replaces_earlier: true,
    });
    const stored = await app.database.db
      .select()
      .from(caseReviews)
      .where(eq(caseReviews.callbackId, booking.id));
    expect(stored).toHaveLength(1);
    // Opening the booking again shows the review.
    const reopened = await app.inject({ url: `/api/v1/staff/callbacks/${booking.id}/`, headers: staff });
    expect(reopened.json().review).toMatchObject({ label: 'unknown' });
  });

  it('refuses a label the model does not know, in the agronomist’s language, and keeps nothing', async () => {
    const booking = await caseWithPhoto();
    const refused = await review(
      booking.id,
      { ...staff, 'accept-language': 'sw' },
      { label: 'cassava__mosaic' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ label: [expect.stringContaining('Chagua')] });
    expect((await review(booking.id, staff, { label: 'Rust!' })).statusCode).toBe(400);
    expect(
      (await review(booking.id, staff, { label: 'maize__common_rust', note: 'x'.repeat(401) })).statusCode,
    ).toBe(400);
    const [none] = await app.database.db
      .select()
      .from(caseReviews)
      .where(eq(caseReviews.callbackId, booking.id));
    expect(none).toBeUndefined();
  });

  it('is for staff who may see the booking, and only for a case with photos', async () => {
    const booking = await caseWithPhoto();
    expect((await review(booking.id, farmer, { label: 'unknown' })).statusCode).toBe(403);
    expect((await review(booking.id, {}, { label: 'unknown' })).statusCode).toBe(401);
    const complaint = await caseWithPhoto('maize__common_rust', 'complaint');
    expect((await review(complaint.id, staff, { label: 'unknown' })).statusCode).toBe(404);
    expect((await review(complaint.id, officer, { label: 'unknown' })).statusCode).toBe(201);
    const noPhotos = (await book(app, farmer, { crop: 'maize' })).json();
    const refused = await review(noPhotos.id, staff, { label: 'unknown' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('no_case_photos');
  });
});
