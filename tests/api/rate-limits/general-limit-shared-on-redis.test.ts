import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 6;

const redisAnswers = () =>
  new Promise<boolean>((resolve) => {
    const url = new URL(REDIS_URL);
    const socket = connect(Number(url.port || 6379), url.hostname);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Issue 34 §3: with `REDIS_URL`, the limits are counted in Redis. Two app instances, each with its own
 * database, share one general limit through it.
 */
describe.skipIf(!(await redisAnswers()))('the general limit on Redis', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    const rateLimit = { max: LIMIT, addressMax: 1000, windowMs: 60_000 };
    first = await buildTestApp({ rateLimit, redisUrl: REDIS_URL });
    second = await buildTestApp({ rateLimit, redisUrl: REDIS_URL });
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  it('is shared by two instances', async () => {
    const headers = { 'x-upload-token': randomBytes(32).toString('base64url') };
    const answers: number[] = [];
    for (let request = 0; request <= LIMIT; request += 1) {
      const app = request % 2 === 0 ? first : second;
      answers.push((await app.inject({ method: 'GET', url: '/api/v1/health/', headers })).statusCode);
    }
    expect(answers).toEqual([...Array<number>(LIMIT).fill(200), 429]);
  });
});
