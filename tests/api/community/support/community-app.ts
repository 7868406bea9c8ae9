import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../../src/server/db/schema.ts';
import { leaf, upload, waitForTask } from '../../diagnosis/support/classify-app.ts';
import { bearer } from '../../helpers/accounts.ts';
import { registerPerson, type Person } from '../../privacy/support/person-everywhere.ts';

/** A call to `/api/v1/<url>` as this person (or anonymous), answering status and parsed body. */
export async function call(
  app: FastifyInstance,
  who: Person | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url: url.startsWith('/') ? url : `/api/v1/${url}`,
    headers: who ? bearer(who.access) : {},
    payload,
  });
  const json = response.headers['content-type']?.toString().startsWith('application/json')
    ? response.json()
    : null;
  return { status: response.statusCode, body: json, response };
}

export async function personWithRole(
  app: FastifyInstance,
  role: 'farmer' | 'staff' | 'grievance_officer' | 'admin' = 'farmer',
): Promise<Person> {
  const person = await registerPerson(app);
  if (role !== 'farmer') await app.database.db.update(users).set({ role }).where(eq(users.id, person.id));
  return person;
}

/** A leaf photo the person sent through the plant check, as the Community takes it: its image id. */
export async function uploadedPhoto(app: FastifyInstance, person: Person): Promise<string> {
  const sent = await upload(app, leaf(), { headers: bearer(person.access), fields: { crop: 'tomato' } });
  const { body } = await waitForTask(app, sent.json().task_id, bearer(person.access));
  return body.image_id as string;
}

export const question = (overrides: Record<string, unknown> = {}) => ({
  text: 'Majani ya nyanya yana madoa meusi. Nifanye nini?',
  crop: 'tomato',
  language: 'sw',
  ...overrides,
});
