import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

// Finding 2 of the attack review: deeply nested JSON from one client could stall the event loop.
describe('one client cannot stall the event loop with nested JSON', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => app.close());

  it('refuses a megabyte of brackets as too large before parsing it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      headers: { 'content-type': 'application/json' },
      payload: nested(512 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('refuses deep nesting that fits the size limit with a 400, not a crash', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      headers: { 'content-type': 'application/json' },
      payload: `{"username": ${nested(2000)}, "password": "x"}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('malformed_request');
  });

  it('keeps the longest free text the contract allows working, even fully escaped', async () => {
    const escapedMaize = '\\ud83c\\udf3d'.repeat(1000);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/enquiries/',
      headers: { 'content-type': 'application/json' },
      payload: `{"email": "w@example.com", "language": "en", "message": "${escapedMaize}"}`,
    });
    expect(response.statusCode).toBe(201);
  });

  it('keeps /health/ fast while four clients send bracket bombs in parallel', async () => {
    const quiet = await timed(`${base}/api/v1/health/`);
    const bombs = Array.from({ length: 4 }, () =>
      timed(`${base}/api/v1/accounts/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: nested(512 * 1024),
      }),
    );
    const during = [];
    for (let i = 0; i < 5; i += 1) during.push((await timed(`${base}/api/v1/health/`)).ms);
    const answers = await Promise.all(bombs);
    // Every bomb gets its answer: a dropped connection would hide a crash, so it counts as a failure.
    expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413]);
    during.sort((a, b) => a - b);
    // Was 555 ms median before the fix; the bound leaves room for a loaded test machine.
    expect(during[2]).toBeLessThan(Math.max(100, quiet.ms * 10));
  });
});
