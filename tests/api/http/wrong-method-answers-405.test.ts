import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

// Finding 10 of the attack review (a smaller finding): a wrong method with a broken body got 400.
describe('a wrong method is answered 405 before its body is read', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
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
});
