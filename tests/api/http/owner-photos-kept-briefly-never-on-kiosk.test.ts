import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIOSK_HEADER } from '../../../src/contract/kiosk-header.ts';
import { buildClassifyApp, leaf, upload, waitForTask } from '../diagnosis/support/classify-app.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';

// Issue 35 §2: owner photos were `private, max-age=86400`, a day in a shared tablet's cache.
describe('an owner photo is kept a few minutes by its own browser, and never by a kiosk tablet', () => {
  let app: FastifyInstance;
  let owner: Record<string, string>;
  let photoUrl: string;
  beforeAll(async () => {
    ({ app } = await buildClassifyApp());
    owner = bearer((await registeredAndSignedIn(app)).access);
    const sent = await upload(app, leaf(), { headers: owner, fields: { crop: 'tomato' } });
    const task = (await waitForTask(app, sent.json().task_id, owner)).body;
    photoUrl = `/api/v1/classify/image/${task.image_id}/`;
  });
  afterAll(() => app.close());

  it('answers private with a short max-age on a person’s own device', async () => {
    const response = await app.inject({ url: photoUrl, headers: owner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.headers.vary).toContain(KIOSK_HEADER);
  });

  it('answers private, no-store to a request marked as coming from a kiosk tablet', async () => {
    const response = await app.inject({ url: photoUrl, headers: { ...owner, [KIOSK_HEADER]: '1' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('documents the kiosk marker on the photo operations', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/v1/classify/image/{id}/', 'get'],
      ['/api/v1/staff/callbacks/{id}/photos/{photo}/', 'get'],
    ] as const) {
      const parameters = document.paths[path][method].parameters as { in: string; name: string }[];
      expect(parameters, path).toContainEqual(expect.objectContaining({ in: 'header', name: KIOSK_HEADER }));
    }
  });
});
