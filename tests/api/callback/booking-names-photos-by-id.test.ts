import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackRequests } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildClassifyApp } from '../diagnosis/support/classify-app.ts';
import { book, casePhotoUrl, staffMember, uploadedPhoto } from '../staff/support/case-photos.ts';

/**
 * Finding 1: a booking's case held photo paths, checked only against `^/api/v1/[\w\-./]+$`, so anyone
 * could store `/api/v1///attacker.example/x`; the staff page stripped `/api/v1/` and axios sent the staff
 * bearer token to attacker.example. Now a case names photos by id only, each the booker's own, and staff
 * fetch them through the booking.
 */
describe('a booking cannot point a staff token at another site', () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
    staff = await staffMember(app);
  });
  afterAll(() => app.close());

  it('refuses anything but photo ids, field by field, in the caller’s language', async () => {
    const response = await book(
      app,
      { 'accept-language': 'sw' },
      {
        photo_ids: ['/api/v1///attacker.example/x', '//attacker.example/x'],
      },
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['case.photo_ids.0', 'case.photo_ids.1']);
  });

  it('keeps no path a booker wrote: the old `photos` field is dropped, never stored or shown', async () => {
    const response = await book(app, {}, { crop: 'beans', photos: ['/api/v1///attacker.example/x'] });
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking.case).toEqual({ crop: 'beans' });
    const opened = await app.inject({ url: `/api/v1/staff/callbacks/${booking.id}/`, headers: staff });
    expect(JSON.stringify(opened.json())).not.toContain('attacker');
  });

  it('books an anonymous farmer’s own photo by id, and staff open it through the booking', async () => {
    const { photoId, owner } = await uploadedPhoto(app, {});
    const response = await book(app, owner, { crop: 'tomato', photo_ids: [photoId] });
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking.case.photo_ids).toEqual([photoId]);

    const photo = await app.inject({ url: casePhotoUrl(booking.id, photoId), headers: staff });
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await app.inject({ url: casePhotoUrl(booking.id, photoId) })).statusCode).toBe(401);
  });

  it('turns a booking stored before the fix into photo ids, keeping only its own account’s photos', async () => {
    const farmer = bearer((await registeredAndSignedIn(app)).access);
    const own = await uploadedPhoto(app, farmer);
    const anonymous = await uploadedPhoto(app, {});
    const booking = (await book(app, farmer, { crop: 'beans' })).json();
    const legacy = {
      crop: 'beans',
      photos: [
        `/api/v1/classify/image/${own.photoId}/`,
        '/api/v1///attacker.example/x',
        `/api/v1/classify/image/${anonymous.photoId}/`,
      ],
    };
    const db = app.database.db;
    await db
      .update(callbackRequests)
      .set({ caseData: legacy as never })
      .where(eq(callbackRequests.id, booking.id));
    const migration = path.resolve(
      import.meta.dirname,
      '../../../src/server/db/migrations/0007_case_photo_ids.sql',
    );
    await app.database.executeSql(readFileSync(migration, 'utf8'));
    const [row] = await db.select().from(callbackRequests).where(eq(callbackRequests.id, booking.id));
    expect(row!.caseData).toEqual({ crop: 'beans', photo_ids: [own.photoId] });
  });
});
