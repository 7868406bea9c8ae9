import { existsSync } from 'node:fs';
import exifr from 'exifr';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../support/fake-s3.ts';
import { buildClassifyApp, leaf, upload, waitForTask } from './support/classify-app.ts';

const ACCESS_KEY = 'MIMEATESTKEY';
let s3: FakeS3;
let app: FastifyInstance;
let uploadsDir: string;

beforeAll(async () => {
  s3 = await startFakeS3(ACCESS_KEY);
  ({ app, uploadsDir } = await buildClassifyApp(undefined, 1, {
    storage: {
      kind: 's3',
      endpoint: s3.url,
      bucket: 'mimea-photos',
      region: 'af-south-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: 'test-secret-access-key',
    },
  }));
});
afterAll(async () => {
  await app.close();
  await s3.close();
});

describe('photos in an S3-compatible bucket', () => {
  it('stores the cleaned photo in the bucket, classifies it from there, and serves it back', async () => {
    const answer = (await upload(app, leaf())).json();
    const headers = { 'x-upload-token': answer.upload_token };
    const { body } = await waitForTask(app, answer.task_id, headers);
    expect(body.status).toBe('succeeded');

    const [name, stored] = [...s3.objects.entries()][0]!;
    expect(name).toMatch(/^mimea-photos\/[0-9a-f]{2}\/[0-9a-f]{64}\.jpg$/);
    expect(await exifr.parse(stored!)).toBeUndefined();
    expect(existsSync(uploadsDir)).toBe(false);
    expect(s3.authorizations.every((value) => value.includes('/af-south-1/s3/aws4_request'))).toBe(true);

    const served = await app.inject({ url: `/api/v1/classify/image/${body.image_id}/`, headers });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored!)).toBe(true);
  });

  it('keeps one object for the same photo sent twice (the first test stored one other)', async () => {
    for (let send = 0; send < 2; send += 1) {
      const answer = (await upload(app, leaf('bean__rust'))).json();
      // Each job finishes before the app closes, so no worker is left writing to a closed pool.
      await waitForTask(app, answer.task_id, { 'x-upload-token': answer.upload_token });
    }
    expect([...s3.objects.keys()]).toHaveLength(2);
  });
});
