import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { leaf } from '../diagnosis/support/classify-app.ts';
import { multipart, photo } from '../diagnosis/support/multipart.ts';

function builtClient() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mimea-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Mimea</title>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(dir, 'sw.js.map'), '{"version":3,"sources":["src/sw.ts"]}');
  writeFileSync(path.join(dir, 'assets', 'index-abc.js.map'), '{"version":3}');
  return dir;
}

describe('finding 10: the smaller findings', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ clientDir: builtClient() });
  });
  afterAll(() => app.close());

  it('answers a wrong method with 405 whatever its body holds', async () => {
    for (const payload of [
      '{"broken": ',
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
      '{}',
    ]) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/v1/accounts/login/',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
    }
    const withParam = await app.inject({ method: 'DELETE', url: '/api/v1/pest/maize-lethal-necrosis/' });
    expect(withParam.statusCode).toBe(405);
  });

  it('fills in the limit of an upload field instead of showing {{maximum}}', async () => {
    const body = multipart({ crop: 'm'.repeat(60) }, [photo(await leaf())]);
    const response = await app.inject({ method: 'POST', url: '/api/v1/classify/image/', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ crop: ['Use at most 40 characters.'] });
  });

  it('does not blame the photo when a client sends 30 text fields', async () => {
    const fields = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field_${i}`, 'x']));
    const body = multipart(fields, [photo(await leaf())]);
    const response = await app.inject({ method: 'POST', url: '/api/v1/classify/image/', ...body });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('serves the client but never its source maps', async () => {
    expect((await app.inject({ method: 'GET', url: '/sw.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/sw.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js.map' })).statusCode).toBe(404);
  });

  it('takes the bearer scheme in any case', async () => {
    const { access } = await registeredAndSignedIn(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/me/',
      headers: { authorization: `bearer ${access}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('documents the bearer token on diagnosis endpoints, and the JPEG a photo endpoint answers', async () => {
    const { paths } = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: object[]; responses: Record<string, object> }>>;
    };
    const diagnosisOperations = Object.entries(paths)
      .filter(([url]) => /^\/api\/v1\/(diagnosis|firstdiagnosis)\//.test(url))
      .flatMap(([, operations]) => Object.values(operations));
    expect(diagnosisOperations.length).toBeGreaterThan(10);
    for (const operation of diagnosisOperations) expect(operation.security).toEqual([{ bearerAuth: [] }]);
    for (const url of ['/api/v1/classify/image/{id}/', '/api/v1/staff/callbacks/{id}/photos/{photo}/']) {
      expect(paths[url]!.get!.responses['200'], url).toMatchObject({
        content: { 'image/jpeg': expect.anything() },
      });
    }
  });
});
