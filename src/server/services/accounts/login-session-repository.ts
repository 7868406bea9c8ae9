import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginSessions, refreshTokens, users } from '../../db/schema.ts';

/** Logins and their refresh tokens (login-sessions.ts says how they rotate). */
export async function insertLoginSession(db: Db, session: typeof loginSessions.$inferInsert) {
  const [row] = await db.insert(loginSessions).values(session).returning();
  return row!;
}

export async function insertRefreshToken(db: Db, token: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/** Marks the token used with its successor, if it was unused; answers whether this call did. */
export async function claimUnusedRefreshToken(db: Db, tokenId: string, usedAt: Date, successorId: string) {
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt, successorId })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return claimed.length > 0;
}

/** A refresh token with its login and the account's status. */
export async function refreshTokenWithLogin(db: Db, tokenId: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: loginSessions, status: users.status })
    .from(refreshTokens)
    .innerJoin(loginSessions, eq(refreshTokens.sessionId, loginSessions.id))
    .innerJoin(users, eq(loginSessions.userId, users.id))
    .where(eq(refreshTokens.id, tokenId));
  return row;
}

export async function refreshTokenById(db: Db, tokenId: string) {
  const [token] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, tokenId));
  return token;
}

/** Ends the login unless it already ended. */
export async function revokeLoginSession(db: Db, sessionId: string, at: Date): Promise<void> {
  await db
    .update(loginSessions)
    .set({ revokedAt: at })
    .where(and(eq(loginSessions.id, sessionId), isNull(loginSessions.revokedAt)));
}

/** Ends every open login of the account. */
export async function revokeLoginSessionsOf(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(loginSessions)
    .set({ revokedAt: at })
    .where(and(eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt)));
}

/** A login with its account. */
export async function loginSessionWithUser(db: Db, sessionId: string) {
  const [row] = await db
    .select({ user: users, session: loginSessions })
    .from(loginSessions)
    .innerJoin(users, eq(loginSessions.userId, users.id))
    .where(eq(loginSessions.id, sessionId));
  return row;
}
