import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

const PARTNER = 'https://partner.example';

// Finding 9 of the attack review: an allowed origin could not send the upload and booking tokens.
describe('an allowed origin may send the anonymous upload and booking tokens', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ corsOrigins: [PARTNER] });
  });
  afterAll(() => app.close());

  it.each(['x-upload-token', 'x-booking-token', 'idempotency-key'])(
    'allows %s in a preflight',
    async (header) => {
      const response = await app.inject({
        method: 'OPTIONS',
        url: '/api/v1/callback/',
        headers: {
          origin: PARTNER,
          'access-control-request-method': 'GET',
          'access-control-request-headers': header,
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(String(response.headers['access-control-allow-headers'])).toContain(header);
    },
  );

  it('lets the partner read retry-after', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/health/',
      headers: { origin: PARTNER },
    });
    expect(String(response.headers['access-control-expose-headers'])).toContain('retry-after');
  });

  it('still refuses an origin that is not listed', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/callback/',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
