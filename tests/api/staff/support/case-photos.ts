import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../../helpers/accounts.ts';
import { leaf, upload, waitForTask } from '../../diagnosis/support/classify-app.ts';

/** A signed-in account given a staff role, as `npm run staff` would. */
export async function staffMember(app: FastifyInstance, role: 'staff' | 'grievance_officer' = 'staff') {
  const account = await registeredAndSignedIn(app);
  await app.database.db
    .update(users)
    .set({ role })
    .where(eq(users.phoneNumber, account.phone.replace(/^0/, '+254')));
  return bearer(account.access);
}

/** An upload classified to the end: its photo id and first diagnosis id, owned by whoever `headers` prove. */
export async function uploadedPhoto(app: FastifyInstance, headers: Record<string, string>) {
  const answer = (await upload(app, leaf(), { headers })).json();
  const owner = answer.upload_token ? { 'x-upload-token': answer.upload_token } : headers;
  const { body } = await waitForTask(app, answer.task_id, owner);
  return { photoId: body.image_id as string, firstId: body.result.first_diagnosis_id as string, owner };
}

/** A booking in the first open slot, with the given case. */
export async function book(
  app: FastifyInstance,
  headers: Record<string, string>,
  bookedCase: object,
  topic = 'crop_problem',
) {
  const { slots } = (await app.inject({ url: '/api/v1/callback/slots/' })).json();
  return app.inject({
    method: 'POST',
    url: '/api/v1/callback/',
    headers,
    payload: {
      name: 'Achieng Otieno',
      phone_number: '0712345678',
      channel: 'call',
      language: 'sw',
      topic,
      slot: slots[0].start,
      case: bookedCase,
    },
  });
}

export const casePhotoUrl = (bookingId: string, photoId: string) =>
  `/api/v1/staff/callbacks/${bookingId}/photos/${photoId}/`;
