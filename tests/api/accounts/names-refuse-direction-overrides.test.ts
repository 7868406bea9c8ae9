import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshPhone, registeredAndSignedIn, register } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

const RIGHT_TO_LEFT_OVERRIDE = '\u202e';
const FIRST_STRONG_ISOLATE = '\u2068';

/**
 * Finding 27: a name could carry Unicode's direction overrides, which reverse the text after them. In a
 * staff list, an SMS or an export, such a name shows as letters that are not the ones stored, and can
 * pull the next column (a phone number) into it. Names now refuse them with a translated reason; names
 * in right-to-left scripts are still welcome, and free text (an enquiry) keeps them.
 */
describe('names refuse the characters that reorder text', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('refuses them at registration, in the language of the request, and names the field', async () => {
    const english = await register(app, { first_name: `Amina${RIGHT_TO_LEFT_OVERRIDE}0712` });
    expect(english.response.statusCode).toBe(400);
    expect(english.response.json().first_name).toEqual([
      'Remove the hidden text-direction marks from this name.',
    ]);

    const swahili = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/register/',
      headers: { 'accept-language': 'sw' },
      payload: { ...english.body, first_name: 'Amina', last_name: `${FIRST_STRONG_ISOLATE}Kamau` },
    });
    expect(swahili.statusCode).toBe(400);
    expect(swahili.json().last_name).toEqual([
      'Ondoa alama fiche za mwelekeo wa maandishi kwenye jina hili.',
    ]);
  });

  it('refuses them when a name is corrected, and keeps the name as it was', async () => {
    const { access } = await registeredAndSignedIn(app);
    const corrected = await app.inject({
      method: 'PATCH',
      url: '/api/v1/accounts/me/',
      headers: bearer(access),
      payload: { last_name: `Kamau${RIGHT_TO_LEFT_OVERRIDE}` },
    });
    expect(corrected.statusCode).toBe(400);
    const me = await app.inject({ method: 'GET', url: '/api/v1/accounts/me/', headers: bearer(access) });
    expect(me.json().last_name).toBe('Kamau');
  });

  it('welcomes a name in a right-to-left script', async () => {
    const { response } = await register(app, { first_name: 'أمينة', phone_number: freshPhone() });
    expect(response.statusCode).toBe(201);
  });
});
