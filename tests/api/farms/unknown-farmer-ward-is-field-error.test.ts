import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema.ts';
import { bearer, freshPhone, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

/**
 * Finding 22: a farmer record naming a ward that does not exist (`"ward": "9999"`) reached the database
 * unchecked and failed its foreign key: a 500 for a typo. Now it is a field error, as it is for a farm.
 */
describe('an unknown ward on a farmer record is the caller’s mistake, not the server’s', () => {
  let app: FastifyInstance;
  let manager: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    const account = await registeredAndSignedIn(app);
    await app.database.db
      .update(users)
      .set({ role: 'data_manager' })
      .where(eq(users.phoneNumber, `+254${account.phone.slice(1)}`));
    manager = { ...bearer(account.access), 'accept-language': 'en' };
  });
  afterAll(() => app.close());

  it('answers 400 on the ward when registering or changing a farmer', async () => {
    const farmer = { first_name: 'Otieno', last_name: 'Odhiambo', phone_number: freshPhone() };
    const unknownWard = { ward: ['We do not know this place. Choose it from the list.'] };
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/farmer/',
      headers: manager,
      payload: { ...farmer, ward: '9999' },
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toEqual(unknownWard);

    const made = await app.inject({
      method: 'POST',
      url: '/api/v1/farmer/',
      headers: manager,
      payload: farmer,
    });
    expect(made.statusCode).toBe(201);
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/farmer/${made.json().id}/`,
      headers: manager,
      payload: { ward: '9999' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual(unknownWard);
  });
});
