import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../../src/server/db/schema.ts';
import { bearer, registeredAndSignedIn } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/test-app.ts';

let now = new Date('2026-11-27T06:00:00Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
const tokenId = (token: string) => decodeJwt(token).jti;

/**
 * Finding 30: a used refresh token sent again within the grace (30 s, for answers lost on 3G and for
 * two tabs) got a brand-new pair each time. Whoever copied a token and replayed it within the grace
 * thus started a branch of the login of their own, which reuse detection never linked back: the app
 * and the copier both kept valid tokens for the whole life of the login. Now each refresh token has
 * exactly one successor, and a repeat gets that same one back; once both have used it, the login ends.
 */
describe('a refresh token replayed within the grace gets the one successor, never a branch', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock: () => now });
  });
  afterAll(() => app.close());

  const refresh = (token: string) =>
    app.inject({ method: 'POST', url: '/api/v1/accounts/token/refresh/', payload: { refresh: token } });
  const me = (access: string) =>
    app.inject({ method: 'GET', url: '/api/v1/accounts/me/', headers: bearer(access) });

  /** The app refreshes; a copier holding the same used token replays it a few seconds later. */
  async function appAndCopier() {
    const stolen = (await registeredAndSignedIn(app)).refresh as string;
    const honest = (await refresh(stolen)).json();
    advance(5);
    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(200);
    return { honest, copier: replay.json() };
  }

  it('hands a copier replaying within the grace the same refresh token as the app', async () => {
    const { honest, copier } = await appAndCopier();
    expect(tokenId(copier.refresh)).toBe(tokenId(honest.refresh));
  });

  for (const first of ['honest', 'copier'] as const) {
    const second = first === 'honest' ? 'copier' : 'honest';
    it(`ends the login for both when the ${second} uses that token after the ${first} did`, async () => {
      const holders = await appAndCopier();
      const onward = await refresh(holders[first].refresh);
      expect(onward.statusCode).toBe(200);
      expect((await me(holders.copier.access)).statusCode).toBe(200);

      advance(31);
      const replay = await refresh(holders[second].refresh);
      expect(replay.statusCode).toBe(401);
      expect((await refresh(onward.json().refresh)).statusCode).toBe(401);
      for (const access of [onward.json().access, holders.honest.access, holders.copier.access]) {
        expect((await me(access)).statusCode).toBe(401);
      }
    });
  }

  it('gives two exchanges racing for one unused token the same successor, and records only that one', async () => {
    const session = await registeredAndSignedIn(app);
    const raced = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
    expect(raced.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [one, other] = raced.map((answer) => answer.json());
    expect(tokenId(one.refresh)).toBe(tokenId(other.refresh));

    const sessionId = decodeJwt(session.refresh).sid as string;
    const rows = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, sessionId));
    expect(rows.map((row) => row.id).sort()).toEqual([tokenId(session.refresh), tokenId(one.refresh)].sort());
    expect(rows.find((row) => row.id === tokenId(session.refresh))?.successorId).toBe(tokenId(one.refresh));

    expect((await refresh(one.refresh)).statusCode).toBe(200);
    advance(31);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
  });
});
