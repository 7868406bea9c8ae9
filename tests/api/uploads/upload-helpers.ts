import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { multipart } from '../diagnosis/support/multipart.ts';

/** A signed-in account with the data_manager role. */
export async function dataManager(app: FastifyInstance) {
  const account = await registeredAndSignedIn(app);
  await app.database.db
    .update(users)
    .set({ role: 'data_manager' })
    .where(eq(users.phoneNumber, account.phone.replace(/^0/, '+254')));
  return bearer(account.access);
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
