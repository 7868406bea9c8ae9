import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Signed, short-lived JWTs (HS256 only: the algorithm list is fixed, never taken from the token).
 * Each names its login (`sid`) so revoking the login refuses its tokens at once, and its type, so a
 * refresh token is never accepted where an access token is expected.
 */
export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  tokenId: string;
  type: TokenType;
  expiresAt: Date;
}

const ALGORITHM = 'HS256';
const ISSUER = 'mimea';

export function createTokenSigner(secret: string, clock: () => Date) {
  const key = new TextEncoder().encode(secret);
  return {
    /** A new token, or, given the `jti` of one issued before, that token again with a new lifetime. */
    async sign(
      type: TokenType,
      userId: string,
      sessionId: string,
      lifetimeSeconds: number,
      tokenId: string = randomUUID(),
    ) {
      const now = clock();
      const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
      const token = await new SignJWT({ sid: sessionId, typ: type })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(ISSUER)
        .setSubject(userId)
        .setJti(tokenId)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, tokenId, expiresAt };
    },
    /** The claims of a valid token of the expected type, or null for anything else. */
    async verify(token: string, expected: TokenType): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: clock(),
        });
        if (
          payload.typ !== expected ||
          typeof payload.sid !== 'string' ||
          !payload.sub ||
          !payload.jti ||
          !payload.exp
        ) {
          return null;
        }
        return {
          userId: payload.sub,
          sessionId: payload.sid,
          tokenId: payload.jti,
          type: expected,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
