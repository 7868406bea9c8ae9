import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

// Finding 10 of the attack review (smaller findings): lower-case `bearer`, and the undocumented token.
describe('the bearer token is read in any case and documented where it is needed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

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
