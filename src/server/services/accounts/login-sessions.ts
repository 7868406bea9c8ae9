import { and, eq, isNull } from 'drizzle-orm';
import type { SessionTokens } from '../../../contract/session.ts';
import { loginSessions, refreshTokens, users } from '../../db/schema.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import type { UserRow } from './user-profile.ts';

const invalid = () => new ApiError(401, 'token_not_valid', {}, { 'www-authenticate': 'Bearer' });

/**
 * Logins and their tokens. Refresh tokens rotate: each is good for one exchange. Presenting a used one
 * again means it was copied, so the whole login is revoked, its access tokens included (ASVS 10.4.5) —
 * unless it comes back within a few seconds of its use. On 3G an answer to a refresh is often lost after
 * the server rotated the token, and two tabs may read the old token before the new one reaches them;
 * both send the used token again at once, and revoking then would sign an honest farmer out.
 */
export function createLoginSessions(deps: AccountsDeps) {
  const { db, auth, signer, clock } = deps;

  async function issue(userId: string, sessionId: string): Promise<SessionTokens> {
    const access = await signer.sign('access', userId, sessionId, auth.accessLifetimeSeconds);
    const [session] = await db.select().from(loginSessions).where(eq(loginSessions.id, sessionId));
    const remaining = Math.max(
      1,
      Math.floor(((session?.expiresAt.getTime() ?? 0) - clock().getTime()) / 1000),
    );
    const refresh = await signer.sign('refresh', userId, sessionId, remaining);
    await db.insert(refreshTokens).values({ id: refresh.tokenId, sessionId, issuedAt: clock() });
    return {
      access: access.token,
      refresh: refresh.token,
      expiry_time: access.expiresAt.toISOString(),
      lifetime: auth.accessLifetimeSeconds,
    };
  }

  async function revoke(sessionId: string) {
    await db
      .update(loginSessions)
      .set({ revokedAt: clock() })
      .where(and(eq(loginSessions.id, sessionId), isNull(loginSessions.revokedAt)));
  }

  return {
    async start(user: UserRow): Promise<SessionTokens> {
      const now = clock();
      const [session] = await db
        .insert(loginSessions)
        .values({
          userId: user.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + auth.refreshLifetimeSeconds * 1000),
        })
        .returning();
      return issue(user.id, session!.id);
    },

    async rotate(refreshToken: string): Promise<SessionTokens> {
      const claims = await signer.verify(refreshToken, 'refresh');
      if (!claims) throw invalid();
      const [row] = await db
        .select({ token: refreshTokens, session: loginSessions, status: users.status })
        .from(refreshTokens)
        .innerJoin(loginSessions, eq(refreshTokens.sessionId, loginSessions.id))
        .innerJoin(users, eq(loginSessions.userId, users.id))
        .where(eq(refreshTokens.id, claims.tokenId));
      if (!row || row.session.revokedAt || row.session.expiresAt <= clock()) throw invalid();
      // Said plainly, so the app can tell the person why instead of just signing them out.
      if (row.status === 'suspended') throw new ApiError(403, 'account_suspended');
      const withinGrace = (usedAt: Date) =>
        clock().getTime() - usedAt.getTime() <= auth.refreshReuseGraceSeconds * 1000;
      if (row.token.usedAt) {
        if (withinGrace(row.token.usedAt)) return issue(claims.userId, row.session.id);
        await revoke(row.session.id);
        throw invalid();
      }
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: clock() })
        .where(and(eq(refreshTokens.id, claims.tokenId), isNull(refreshTokens.usedAt)))
        .returning();
      // Two exchanges racing for one token: the loser is a replay, unless there is a grace at all.
      if (claimed.length === 0 && auth.refreshReuseGraceSeconds === 0) {
        await revoke(row.session.id);
        throw invalid();
      }
      return issue(claims.userId, row.session.id);
    },

    /** Ends the login a refresh token belongs to; an unknown or already ended login is not an error. */
    async endByRefreshToken(refreshToken: string): Promise<void> {
      const claims = await signer.verify(refreshToken, 'refresh');
      if (!claims) throw invalid();
      await revoke(claims.sessionId);
    },

    revoke,

    async revokeAllOf(userId: string) {
      await db
        .update(loginSessions)
        .set({ revokedAt: clock() })
        .where(and(eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt)));
    },

    /** The user behind a valid access token of a login that is still open. */
    async authenticate(accessToken: string): Promise<{ user: UserRow; sessionId: string } | null> {
      const claims = await signer.verify(accessToken, 'access');
      if (!claims) return null;
      const [row] = await db
        .select({ user: users, session: loginSessions })
        .from(loginSessions)
        .innerJoin(users, eq(loginSessions.userId, users.id))
        .where(eq(loginSessions.id, claims.sessionId));
      if (!row || row.session.revokedAt || row.session.expiresAt <= clock() || row.user.id !== claims.userId)
        return null;
      return { user: row.user, sessionId: row.session.id };
    },
  };
}

export type LoginSessions = ReturnType<typeof createLoginSessions>;
