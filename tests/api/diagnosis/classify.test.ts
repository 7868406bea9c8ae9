import { readFileSync } from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildClassifyApp, leaf, storedCounts, upload, waitForTask } from './support/classify-app.ts';

let app: FastifyInstance;
let uploadsDir: string;
beforeAll(async () => ({ app, uploadsDir } = await buildClassifyApp()));
afterAll(() => app.close());

const metadata = {
  crop: 'tomato',
  latitude: '-0.7172',
  longitude: '36.4310',
  altitude: '1890',
  taken_at: '2026-03-01T08:30:00+03:00',
  image_source: 'camera',
  locale: 'ke',
  network_type: '3g',
  network_provider: 'Safaricom',
};

describe('classify/image/ → classify/task-status/', () => {
  it('takes an anonymous photo, answers 202 with a task and a token, and ends with a result', async () => {
    const response = await upload(app, leaf(), { fields: metadata });
    expect(response.statusCode).toBe(202);
    const answer = response.json();
    expect(answer).toMatchObject({ status: 'pending', upload_token: expect.any(String) });

    const { body } = await waitForTask(app, answer.task_id, { 'x-upload-token': answer.upload_token });
    expect(body).toMatchObject({
      task_id: answer.task_id,
      status: 'succeeded',
      reason: null,
      result: {
        verdict: 'confident',
        model_version: 'test-model',
        first_diagnosis_id: expect.any(String),
        predictions: [
          { label: 'tomato__late_blight', crop: 'tomato', condition: 'late_blight', confidence: 0.9 },
          {},
          {},
        ],
      },
    });
    const byPath = await app.inject({
      url: `/api/v1/classify/task-status/${answer.task_id}/`,
      headers: { 'x-upload-token': answer.upload_token },
    });
    expect(byPath.json()).toEqual(body);
  });

  it('records the metadata as fields in the database', async () => {
    const answer = (await upload(app, leaf('bean__rust'), { fields: metadata })).json();
    const rows = await app.database.executeSql(
      'SELECT i.* FROM uploaded_images i JOIN classify_tasks t ON t.image_id = i.id WHERE t.id = $1',
      [answer.task_id],
    );
    expect(rows.rows[0]).toMatchObject({
      crop: 'tomato',
      latitude: -0.7172,
      longitude: 36.431,
      altitude: 1890,
      image_source: 'camera',
      locale: 'KE',
      network_type: '3g',
      network_provider: 'Safaricom',
      user_id: null,
    });
  });

  it('strips EXIF and GPS from the stored file and turns it upright', async () => {
    const tagged = await sharp(leaf())
      .resize(300, 200, { fit: 'fill' })
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Artist: 'Wanjiku', Make: 'PhoneCo' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '0/1 43/1 2/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '36/1 25/1 52/1',
        },
      })
      .jpeg()
      .toBuffer();
    expect(await exifr.parse(tagged, true)).toMatchObject({ Artist: 'Wanjiku', GPSLatitudeRef: 'S' });
    const answer = (await upload(app, tagged)).json();
    const rows = await app.database.executeSql(
      'SELECT i.storage_key, i.width, i.height FROM uploaded_images i JOIN classify_tasks t ON t.image_id = i.id WHERE t.id = $1',
      [answer.task_id],
    );
    const row = rows.rows[0] as { storage_key: string; width: number; height: number };
    const stored = readFileSync(path.join(uploadsDir, row.storage_key));
    expect(await exifr.parse(stored, true)).toBeUndefined();
    const stripped = await sharp(stored).metadata();
    expect([stripped.width, stripped.height, stripped.exif, stripped.icc, stripped.xmp]).toEqual([
      200,
      300,
      undefined,
      undefined,
      undefined,
    ]);
    expect({ width: row.width, height: row.height }).toEqual({ width: 200, height: 300 });
  });

  it('answers a retried upload with the same Idempotency-Key with the same task, storing it once', async () => {
    const { access } = await registeredAndSignedIn(app);
    const headers = { ...bearer(access), 'idempotency-key': 'leaf-upload-42' };
    const before = await storedCounts(app, uploadsDir);
    const first = (await upload(app, leaf('maize__common_rust'), { headers })).json();
    const again = await Promise.all(
      [1, 2, 3].map(() => upload(app, leaf('maize__common_rust'), { headers })),
    );
    expect(again.map((response) => response.json().task_id)).toEqual([
      first.task_id,
      first.task_id,
      first.task_id,
    ]);
    expect(first.upload_token).toBeUndefined();
    const after = await storedCounts(app, uploadsDir);
    expect(after.tasks - before.tasks).toBe(1);
    expect(after.images - before.images).toBe(1);
  });

  it('lets only the uploader read a task: others and strangers get 404', async () => {
    const owner = await registeredAndSignedIn(app);
    const other = await registeredAndSignedIn(app);
    const answer = (await upload(app, leaf('coffee__leaf_rust'), { headers: bearer(owner.access) })).json();
    const url = `/api/v1/classify/task-status/?task_id=${answer.task_id}`;
    expect((await app.inject({ url, headers: bearer(owner.access) })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: bearer(other.access) })).statusCode).toBe(404);
    expect((await app.inject({ url })).statusCode).toBe(404);
    const anon = (await upload(app, leaf())).json();
    const anonUrl = `/api/v1/classify/task-status/?task_id=${anon.task_id}`;
    expect((await app.inject({ url: anonUrl, headers: bearer(owner.access) })).statusCode).toBe(404);
    const stranger = { 'x-upload-token': 'a'.repeat(43) };
    expect((await app.inject({ url: anonUrl, headers: stranger })).statusCode).toBe(404);
    const imageId = (await waitForTask(app, answer.task_id, bearer(owner.access))).body.image_id;
    const photoUrl = `/api/v1/classify/image/${imageId}/`;
    const mine = await app.inject({ url: photoUrl, headers: bearer(owner.access) });
    expect([mine.statusCode, mine.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await app.inject({ url: photoUrl, headers: bearer(other.access) })).statusCode).toBe(404);
    expect((await app.inject({ url: photoUrl })).statusCode).toBe(404);
  });

  it('keeps one anonymous device on one token it chose itself', async () => {
    const token = { 'x-upload-token': 'device-token-0123456789abcdefghijklmnopqrstuv' };
    const answer = (await upload(app, leaf(), { headers: token })).json();
    expect(answer.upload_token).toBeUndefined();
    expect((await waitForTask(app, answer.task_id, token)).body.status).toBe('succeeded');
  });
});
