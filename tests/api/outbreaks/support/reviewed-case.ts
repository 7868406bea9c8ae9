import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, registeredAndSignedIn } from '../../helpers/accounts.ts';
import { book, uploadedPhoto } from '../../staff/support/case-photos.ts';

/**
 * A new farmer with a farm in `ward` sends a photo of it and books a callback, and `staff` review it
 * as `label`; answers the booking's id and the farmer's headers.
 */
export async function reviewedCase(
  app: FastifyInstance,
  staff: Record<string, string>,
  label: string,
  ward: string,
) {
  const farmer = bearer((await registeredAndSignedIn(app)).access);
  const farm = await app.inject({
    method: 'POST',
    url: '/api/v1/farm/',
    headers: farmer,
    payload: { name: 'Shamba', ward },
  });
  const diagnosis = await app.inject({
    method: 'POST',
    url: '/api/v1/diagnosis/',
    headers: farmer,
    payload: { crop: 'maize', farm: farm.json().id },
  });
  const photo = await uploadedPhoto(app, farmer);
  const booked = await book(app, farmer, {
    diagnosis_id: diagnosis.json().id,
    photo_ids: [photo.photoId],
    finding: { label: 'maize__common_rust', confidence: 0.9, unsure: false },
    crop: 'maize',
  });
  const review = await app.inject({
    method: 'POST',
    url: `/api/v1/staff/callbacks/${booked.json().id}/review/`,
    headers: staff,
    payload: { label },
  });
  expect(review.statusCode).toBe(201);
  return { booking: booked.json().id as string, farmer };
}
