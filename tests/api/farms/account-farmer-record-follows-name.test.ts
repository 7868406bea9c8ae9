import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

/** Issue 33 §6: a name corrected in "My details" stayed misspelt on the farmer's own record. */
describe('an account’s own farmer record follows a corrected name', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('takes the first and last name changed in accounts/me/', async () => {
    const headers = bearer((await registeredAndSignedIn(app)).access);
    const ownRecord = async () =>
      (await app.inject({ method: 'GET', url: '/api/v1/farmer/', headers })).json().results[0];
    const before = await ownRecord();

    const corrected = await app.inject({
      method: 'PATCH',
      url: '/api/v1/accounts/me/',
      headers,
      payload: { first_name: 'Wanjiku', last_name: 'Kamau' },
    });
    expect(corrected.statusCode).toBe(200);
    expect(await ownRecord()).toMatchObject({ id: before.id, first_name: 'Wanjiku', last_name: 'Kamau' });

    await app.inject({
      method: 'PATCH',
      url: '/api/v1/accounts/me/',
      headers,
      payload: { last_name: 'Njeri' },
    });
    expect(await ownRecord()).toMatchObject({ first_name: 'Wanjiku', last_name: 'Njeri' });
  });
});
