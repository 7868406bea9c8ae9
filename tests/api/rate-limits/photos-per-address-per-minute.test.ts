import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClassifyApp, leaf } from '../diagnosis/support/classify-app.ts';
import { multipart, photo } from '../diagnosis/support/multipart.ts';
import { testConfig } from '../helpers/test-app.ts';

const PER_MINUTE = 3;

/**
 * Finding 15: `classify/image/` had only the general ceiling of 300 requests a minute per address, yet
 * each photo costs the server up to a second of decoding and about a hundred megabytes: a 120 KB PNG
 * of one colour at 40 megapixels took 0.9 s, and sixteen at once held 1.4 GB and slowed every other
 * answer to almost a second. Now one address sends a few photos a minute (30 by default).
 */
describe('one address sends only a few photos a minute', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const { jobs } = testConfig();
    ({ app } = await buildClassifyApp(undefined, 1, {
      jobs: { ...jobs, uploadsPerMinutePerIp: PER_MINUTE },
    }));
  });
  afterAll(() => app.close());

  const send = async (ip: string) => {
    const body = multipart({}, [photo(leaf())]);
    return app.inject({
      method: 'POST',
      url: '/api/v1/classify/image/',
      remoteAddress: ip,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'en' },
    });
  };

  it('refuses the photo after the limit with a translated "try again", and only for that address', async () => {
    const sent = [];
    for (let i = 0; i < PER_MINUTE; i += 1) sent.push(await send('203.0.113.5'));
    expect(sent.map((response) => response.statusCode)).toEqual(Array(PER_MINUTE).fill(202));

    const refused = await send('203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      detail: expect.stringMatching(/wait a moment and try again in \d+ seconds/),
    });
    expect((await send('203.0.113.6')).statusCode).toBe(202);

    // Polling for the answer is not an upload: it is never held back by this limit.
    const { task_id, upload_token } = sent[0]!.json();
    const status = await app.inject({
      method: 'GET',
      url: `/api/v1/classify/task-status/${task_id}/`,
      remoteAddress: '203.0.113.5',
      headers: { 'x-upload-token': upload_token },
    });
    expect(status.statusCode).toBe(200);
  });
});
