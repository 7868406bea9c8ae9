import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGE_GRACE_MINUTES } from '../../../src/contract/case-review.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { testConfig } from '../helpers/test-app.ts';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';
import { book, staffMember, uploadedPhoto } from './support/case-photos.ts';

let now = new Date('2026-11-23T06:00:00Z');
const clock = () => new Date((now = new Date(now.getTime() + 1)));
const pastTheGrace = () => (now = new Date(now.getTime() + (REVIEW_MESSAGE_GRACE_MINUTES + 1) * 60_000));

describe('one message per review, never one per click', () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  let farmer: Record<string, string>;
  const review = (bookingId: string, label: string, note?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/staff/callbacks/${bookingId}/review/`,
      headers: staff,
      payload: { label, note },
    });
  const messagesAbout = async (reference: string) =>
    (
      (await app.inject({ url: '/api/v1/messages/', headers: farmer })).json().results as {
        reference: string;
        body: string;
        review: { label: string; replaces_earlier: boolean } | null;
      }[]
    ).filter((message) => message.reference === reference);
  const caseWithPhoto = async () => {
    const photo = await uploadedPhoto(app, farmer);
    const booked = await book(app, farmer, {
      photo_ids: [photo.photoId],
      finding: { label: 'maize__common_rust', confidence: 0.47, unsure: true },
      crop: 'maize',
    });
    return booked.json() as { id: string; reference: string };
  };

  beforeAll(async () => {
    // The day moves on by minutes here; the sign-ins must outlive it.
    const auth = { ...testConfig().auth, accessLifetimeSeconds: 7 * 24 * 3600 };
    ({ app } = await buildClassifyApp(undefined, 1, { auth }, clock));
    staff = await staffMember(app);
    farmer = bearer((await registeredAndSignedIn(app)).access);
  });
  afterAll(() => app.close());

  it('sends nothing while the agronomist changes their mind, then one message with the last word', async () => {
    const booking = await caseWithPhoto();
    const first = await review(booking.id, 'maize__leaf_blight');
    expect(first.json().review.message_due_at).not.toBeNull();
    await review(booking.id, 'maize__common_rust');
    await review(booking.id, 'maize__leaf_spot', 'Grey oblong lesions.');
    expect(await messagesAbout(booking.reference)).toEqual([]);

    pastTheGrace();
    const told = await messagesAbout(booking.reference);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      body: 'Grey oblong lesions.',
      review: { label: 'maize__leaf_spot', replaces_earlier: false },
    });
    // Asking again sends nothing twice.
    expect(await messagesAbout(booking.reference)).toHaveLength(1);
  });

  it('sends at once when the booking is resolved; a changed review says it replaces the earlier one', async () => {
    const booking = await caseWithPhoto();
    await review(booking.id, 'maize__leaf_blight');
    const resolved = await app.inject({
      method: 'PATCH',
      url: `/api/v1/staff/callbacks/${booking.id}/`,
      headers: staff,
      payload: { status: 'resolved' },
    });
    expect(resolved.json().review).toMatchObject({ message_due_at: null, told_label: 'maize__leaf_blight' });
    expect(await messagesAbout(booking.reference)).toHaveLength(1);

    // Changed after the farmer was told: one more message, which says it replaces the first.
    await review(booking.id, 'maize__common_rust');
    await review(booking.id, 'maize__leaf_spot');
    pastTheGrace();
    const told = await messagesAbout(booking.reference);
    expect(told.map((message) => message.review)).toEqual([
      { label: 'maize__leaf_spot', slug: expect.any(String), replaces_earlier: true },
      { label: 'maize__leaf_blight', slug: expect.any(String), replaces_earlier: false },
    ]);

    // Back to what the farmer was told last: nothing new to say.
    const same = await review(booking.id, 'maize__leaf_spot');
    expect(same.json().review.message_due_at).toBeNull();
    pastTheGrace();
    expect(await messagesAbout(booking.reference)).toHaveLength(2);
  });
});
