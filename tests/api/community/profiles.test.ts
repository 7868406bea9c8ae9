import exifr from 'exifr';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_LONGEST_SIDE } from '../../../src/contract/community-profile.ts';
import { buildClassifyApp, leaf } from '../diagnosis/support/classify-app.ts';
import { multipart, photo } from '../diagnosis/support/multipart.ts';
import { bearer } from '../helpers/accounts.ts';
import type { Person } from '../privacy/support/person-everywhere.ts';
import { call, personWithRole, question } from './support/community-app.ts';

describe('Community profiles (issue 31 §4)', () => {
  let app: FastifyInstance;
  let amina: Person;
  let baraka: Person;

  const putProfile = (who: Person | null, payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/community/profile/',
      headers: who ? bearer(who.access) : {},
      payload,
    });
  const putPicture = (who: Person, image: Buffer) => {
    const body = multipart({}, [photo(image)]);
    return app.inject({
      method: 'PUT',
      url: '/api/v1/community/profile/picture/',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(who.access) },
    });
  };
  /** A photo with the owner's name and a GPS point in its EXIF, turned on its side. */
  const taggedPhoto = () =>
    sharp(leaf())
      .resize(900, 600, { fit: 'fill' })
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Artist: 'Amina' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '0/1 43/1 2/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '36/1 25/1 52/1',
        },
      })
      .jpeg()
      .toBuffer();

  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
    amina = await personWithRole(app);
    baraka = await personWithRole(app);
  });
  afterAll(() => app.close());

  it('starts empty, and needs an account', async () => {
    expect((await call(app, null, 'GET', 'community/profile/')).status).toBe(401);
    expect((await putProfile(null, { nickname: 'Mama Shamba' })).statusCode).toBe(401);
    expect((await call(app, amina, 'GET', 'community/profile/')).body).toEqual({
      nickname: null,
      picture: null,
      county: null,
    });
  });

  it('checks the nickname like a name, the county against the list, and keeps nicknames unique', async () => {
    expect((await putProfile(amina, { nickname: '   ' })).statusCode).toBe(400);
    expect((await putProfile(amina, { nickname: 'x'.repeat(31) })).statusCode).toBe(400);
    expect((await putProfile(amina, { nickname: 'Mama\u202eShamba' })).json().nickname).toEqual([
      expect.stringContaining('direction'),
    ]);
    expect((await putProfile(amina, { nickname: 'Mama Shamba', county: '099' })).json().county).toEqual([
      expect.any(String),
    ]);

    const saved = await putProfile(amina, { nickname: ' Mama Shamba ', county: '016' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ nickname: 'Mama Shamba', picture: null, county: '016' });

    const taken = await putProfile(baraka, { nickname: 'mama shamba' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ nickname: [expect.stringContaining('already goes by this nickname')] });
    // One's own nickname in another spelling is no clash.
    expect((await putProfile(amina, { nickname: 'MAMA Shamba', county: null })).json()).toMatchObject({
      nickname: 'MAMA Shamba',
      county: null,
    });
    expect((await putProfile(amina, { nickname: 'Mama Shamba', county: '016' })).statusCode).toBe(200);
  });

  it('cleans the picture like a plant photo: upright, small, without EXIF or GPS; anyone may see it', async () => {
    const early = await putPicture(baraka, leaf());
    expect([early.statusCode, early.json()]).toEqual([
      409,
      { nickname: [expect.stringContaining('nickname first')] },
    ]);

    const tagged = await taggedPhoto();
    expect(await exifr.parse(tagged, true)).toMatchObject({ Artist: 'Amina' });
    const saved = await putPicture(amina, tagged);
    expect(saved.statusCode).toBe(200);
    const address: string = saved.json().picture;
    expect(address).toMatch(/^\/api\/v1\/community\/profile-pictures\/[0-9a-f-]{36}\/\?v=\d+$/);
    expect(address).not.toContain(amina.id);

    const shown = await app.inject({ url: address });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(await exifr.parse(shown.rawPayload, true)).toBeUndefined();
    const stored = await sharp(shown.rawPayload).metadata();
    expect([stored.width, stored.height, stored.exif]).toEqual([
      Math.round((PROFILE_PICTURE_LONGEST_SIDE * 2) / 3),
      PROFILE_PICTURE_LONGEST_SIDE,
      undefined,
    ]);

    expect((await putPicture(amina, Buffer.from('not a photo'))).statusCode).toBe(415);
  });

  it('shows others the nickname and picture beside posts, never the phone or e-mail', async () => {
    const asked = await call(app, amina, 'POST', 'community/questions/', question());
    const answered = await call(app, baraka, 'POST', `community/questions/${asked.body.id}/answers/`, {
      text: 'Nyunyiza dawa ya shaba.',
    });
    const seen = await call(app, null, 'GET', `community/questions/${asked.body.id}/`);
    expect(seen.body.author).toEqual({
      nickname: 'Mama Shamba',
      picture: expect.stringMatching(/^\/api\/v1\/community\/profile-pictures\//),
      agronomist: false,
    });
    // Without a profile, a first name and an initial, as before.
    expect(answered.body.author).toEqual({
      nickname: `${baraka.firstName} ${baraka.lastName.charAt(0)}.`,
      picture: null,
      agronomist: false,
    });
    const text = JSON.stringify(seen.body);
    for (const contact of [amina.e164, amina.email, amina.lastName]) expect(text).not.toContain(contact);
  });

  it('removes the picture on request', async () => {
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/v1/community/profile/picture/',
      headers: bearer(amina.access),
    });
    expect(removed.json()).toEqual({ nickname: 'Mama Shamba', picture: null, county: '016' });
    await putPicture(amina, leaf());
  });

  it('is in the export with its picture, and goes with the account; kept posts lose the nickname', async () => {
    const exported = await app.inject({ url: '/api/v1/accounts/me/export/', headers: bearer(amina.access) });
    const files = unzipSync(exported.rawPayload);
    const community = JSON.parse(strFromU8(files['community.json']!));
    expect(community.profile).toMatchObject({
      nickname: 'Mama Shamba',
      county: '016',
      picture: 'community-picture.jpg',
    });
    expect((await sharp(Buffer.from(files['community-picture.jpg']!)).metadata()).format).toBe('jpeg');

    const picture = (await call(app, amina, 'GET', 'community/profile/')).body.picture as string;
    const asked = await call(app, amina, 'POST', 'community/questions/', question({ text: 'Mbolea gani?' }));
    const reply = await call(app, baraka, 'POST', `community/questions/${asked.body.id}/answers/`, {
      text: 'Asante Mama Shamba! CAN.',
    });
    expect(reply.status).toBe(201);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/users/${amina.id}`,
      headers: bearer(amina.access),
    });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ url: picture })).statusCode).toBe(404);
    const kept = await call(app, baraka, 'GET', `community/questions/${asked.body.id}/answers/`);
    expect(kept.body.results.map((answer: { text: string }) => answer.text)).toEqual([
      'Asante [deleted user]! CAN.',
    ]);
    // The nickname is free again.
    expect((await putProfile(baraka, { nickname: 'Mama Shamba' })).statusCode).toBe(200);
  });
});
