import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { multipart } from '../diagnosis/support/multipart.ts';

/** A signed-in account with the given role. */
export async function signedInAs(app: FastifyInstance, role: 'data_manager' | 'admin') {
  const account = await registeredAndSignedIn(app);
  await app.database.db
    .update(users)
    .set({ role })
    .where(eq(users.phoneNumber, account.phone.replace(/^0/, '+254')));
  return bearer(account.access);
}

/** A signed-in account with the data_manager role. */
export const dataManager = (app: FastifyInstance) => signedInAs(app, 'data_manager');

/** Follows a background import at `upload/status/{id}/` until it has finished. */
export async function finishedJob(app: FastifyInstance, headers: Record<string, string>, id: string) {
  for (let wait = 0; wait < 480; wait += 1) {
    const status = (await app.inject({ method: 'GET', url: `/api/v1/upload/status/${id}/`, headers })).json();
    if (status.state === 'done' || status.state === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`upload ${id} did not finish`);
}

/** Posts `csv` (text or bytes) as the `file` field of `upload/<kind>/`. */
export function uploadCsv(
  app: FastifyInstance,
  kind: string,
  headers: Record<string, string>,
  csv: string | Buffer,
  query = '',
) {
  const body = multipart({}, [
    { name: 'file', filename: 'upload.csv', contentType: 'text/csv', data: Buffer.from(csv) },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/v1/upload/${kind}/${query}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** `count` distinct valid Kenyan mobile numbers, 07xx…, from `start`. */
export const phones = (count: number, start = 0) =>
  Array.from({ length: count }, (_, index) => `0711${String(start + index).padStart(6, '0')}`);
