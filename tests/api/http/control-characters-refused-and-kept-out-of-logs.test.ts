import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database.ts';
import { loggerOptions } from '../../../src/server/logging/logger-options.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { leaf } from '../diagnosis/support/classify-app.ts';
import { multipart, photo } from '../diagnosis/support/multipart.ts';

const NUL = '\u0000';
const CONTROL_MESSAGE = 'Remove the control characters (such as NUL) from this text.';

// Finding 5 of the attack review: a NUL answered 500, and logs could hold SQL values and secrets.
describe('NUL and other control characters are a 400, never a 500', () => {
  let app: FastifyInstance;
  let access: string;
  beforeAll(async () => {
    app = await buildTestApp();
    ({ access } = await registeredAndSignedIn(app));
  });
  afterAll(() => app.close());

  const cases: [string, string, Record<string, unknown> | undefined, string][] = [
    ['GET', `/api/v1/pest/${encodeURIComponent(NUL)}/`, undefined, 'slug'],
    ['GET', `/api/v1/pesticide/a${encodeURIComponent('\u0007')}b/`, undefined, 'slug'],
    ['GET', `/api/v1/blog/${encodeURIComponent(NUL)}/`, undefined, 'slug'],
    ['GET', `/api/v1/pest/?search=${encodeURIComponent(`maize${NUL}`)}`, undefined, 'search'],
    ['POST', '/api/v1/accounts/login/', { username: `0712345678${NUL}`, password: 'x' }, 'username'],
    ['POST', '/api/v1/accounts/password/reset/request/', { username: `a${NUL}@example.com` }, 'username'],
    [
      'POST',
      '/api/v1/accounts/register/',
      {
        first_name: `Wan${NUL}jiku`,
        last_name: 'K',
        phone_number: '0712000111',
        password: 'long enough pw 1',
        is_adult: true,
      },
      'first_name',
    ],
    [
      'POST',
      '/api/v1/enquiries/',
      { email: 'w@example.com', language: 'en', message: `hi\u001b[31m` },
      'message',
    ],
  ];

  it.each(cases)('%s %s names the field', async (method, url, payload, field) => {
    const response = await app.inject({ method: method as 'GET', url, payload, headers: bearer(access) });
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([CONTROL_MESSAGE]);
  });

  it('refuses a control character in an upload field', async () => {
    const body = multipart({ crop: `maize${NUL}` }, [photo(await leaf())]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/classify/image/',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ crop: [CONTROL_MESSAGE] });
  });

  it('still takes tabs, line breaks, right-to-left text and emoji', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/enquiries/',
      payload: { email: 'w@example.com', language: 'en', message: 'line one\n\tمرحبا 🌽 \u202e' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('the logs never hold SQL parameters or secrets', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions('info') as pino.LoggerOptions;
  const logger = pino(options, sink);

  it('drops the parameters of a failed query, its cause included', async () => {
    const database = await openDatabase({});
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ';
    const error = await database.db.execute(sql`select ${secret}::int`).catch((caught: unknown) => caught);
    await database.close();
    logger.error({ err: error }, 'request failed');
    const line = lines.join('');
    expect(line).toContain('Failed query');
    expect(line).not.toContain(secret);
    expect(line).not.toContain('c2VjcmV0LXNhbHQ');
  });

  it('redacts passwords, hashes and tokens wherever a log call puts them', () => {
    lines.length = 0;
    logger.info(
      {
        body: { username: '0712345678', password: 'mavuno mazuri', refresh: 'r.r.r' },
        user: { passwordHash: '$argon2id$hash' },
        req: { headers: { authorization: 'Bearer a.b.c', 'x-upload-token': 'upload-secret' } },
      },
      'something',
    );
    const line = lines.join('');
    for (const secret of ['mavuno mazuri', 'r.r.r', '$argon2id$hash', 'a.b.c', 'upload-secret']) {
      expect(line).not.toContain(secret);
    }
  });
});
