import { randomUUID } from 'node:crypto';
import type { SessionTokens } from '../../../contract/session.ts';
import type { loginSessions } from '../../db/schema.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import {
  claimUnusedRefreshToken,
  insertLoginSession,
  insertRefreshToken,
  loginSessionWithUser,
  refreshTokenById,
  refreshTokenWithLogin,
  revokeLoginSession,
  revokeLoginSessionsOf,
} from './login-session-repository.ts';
import type { UserRow } from './user-profile.ts';

type LoginSession = Pick<typeof loginSessions.$inferSelect, 'id' | 'expiresAt'>;

const invalid = () => new ApiError(401, 'token_not_valid', {}, { 'www-authenticate': 'Bearer' });

/**
 * Logins and their tokens. Refresh tokens rotate: each is good for one exchange. Presenting a used one
 * again means it was copied, so the whole login is revoked, its access tokens included (ASVS 10.4.5) —
 * unless it comes back within a few seconds of its use. On 3G an answer to a refresh is often lost after
 * the server rotated the token, and two tabs may read the old token before the new one reaches them;
 * both send the used token again at once, and revoking then would sign an honest farmer out.
 * Such a repeat gets the same successor again, never a new one: a copier replaying within the grace
 * then holds the app's own next token, and whichever of them uses it second ends the login.
 */
export function createLoginSessions(deps: AccountsDeps) {
  const { db, auth, signer, clock } = deps;

  /** A new access token and the refresh token `refreshTokenId`, good until the login's end. */
  async function signPair(
    userId: string,
    session: LoginSession,
    refreshTokenId: string,
  ): Promise<SessionTokens> {
    const access = await signer.sign('access', userId, session.id, auth.accessLifetimeSeconds);
    const remaining = Math.max(1, Math.floor((session.expiresAt.getTime() - clock().getTime()) / 1000));
    const refresh = await signer.sign('refresh', userId, session.id, remaining, refreshTokenId);
    return {
      access: access.token,
      refresh: refresh.token,
      expiry_time: access.expiresAt.toISOString(),
      lifetime: auth.accessLifetimeSeconds,
    };
  }

  /**
   * Marks the token used and records its one successor, in one transaction so that no one reads the
   * successor's id before its row exists. Null when another exchange of the token got there first.
   */
  async function claimSuccessor(tokenId: string, sessionId: string): Promise<string | null> {
    const successorId = randomUUID();
    return db.transaction(async (tx) => {
      if (!(await claimUnusedRefreshToken(tx, tokenId, clock(), successorId))) return null;
      await insertRefreshToken(tx, { id: successorId, sessionId, issuedAt: clock() });
      return successorId;
    });
  }

  async function revoke(sessionId: string) {
    await revokeLoginSession(db, sessionId, clock());
  }

  return {
    async start(user: UserRow): Promise<SessionTokens> {
      const now = clock();
      const session = await insertLoginSession(db, {
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + auth.refreshLifetimeSeconds * 1000),
      });
      const refreshTokenId = randomUUID();
      await insertRefreshToken(db, { id: refreshTokenId, sessionId: session.id, issuedAt: now });
      return signPair(user.id, session, refreshTokenId);
    },

    async rotate(refreshToken: string): Promise<SessionTokens> {
      const claims = await signer.verify(refreshToken, 'refresh');
      if (!claims) throw invalid();
      const row = await refreshTokenWithLogin(db, claims.tokenId);
      if (!row || row.session.revokedAt || row.session.expiresAt <= clock()) throw invalid();
      // Said plainly, so the app can tell the person why instead of just signing them out.
      if (row.status === 'suspended') throw new ApiError(403, 'account_suspended');
      if (!row.token.usedAt) {
        const successorId = await claimSuccessor(row.token.id, row.session.id);
        if (successorId) return signPair(claims.userId, row.session, successorId);
      }
      // Used before, or just now by an exchange racing this one: read the successor it recorded.
      const used = await refreshTokenById(db, row.token.id);
      const withinGrace = (usedAt: Date) =>
        auth.refreshReuseGraceSeconds > 0 &&
        clock().getTime() - usedAt.getTime() <= auth.refreshReuseGraceSeconds * 1000;
      // A token used before successors were recorded has none to give back: that counts as a replay.
      if (used?.usedAt && used.successorId && withinGrace(used.usedAt)) {
        return signPair(claims.userId, row.session, used.successorId);
      }
      await revoke(row.session.id);
      throw invalid();
    },

    /** Ends the login a refresh token belongs to; an unknown or already ended login is not an error. */
    async endByRefreshToken(refreshToken: string): Promise<void> {
      const claims = await signer.verify(refreshToken, 'refresh');
      if (!claims) throw invalid();
      await revoke(claims.sessionId);
    },

    revoke,

    async revokeAllOf(userId: string) {
      await revokeLoginSessionsOf(db, userId, clock());
    },

    /** The user behind a valid access token of a login that is still open. */
    async authenticate(accessToken: string): Promise<{ user: UserRow; sessionId: string } | null> {
      const claims = await signer.verify(accessToken, 'access');
      if (!claims) return null;
      const row = await loginSessionWithUser(db, claims.sessionId);
      if (!row || row.session.revokedAt || row.session.expiresAt <= clock() || row.user.id !== claims.userId)
        return null;
      return { user: row.user, sessionId: row.session.id };
    },
  };
}

export type LoginSessions = ReturnType<typeof createLoginSessions>;
