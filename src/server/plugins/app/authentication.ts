import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../../config/server-config.ts';
import { ApiError } from '../../errors/api-error.ts';
import { bearerGuard } from '../../http/bearer-guard.ts';
import type { AccountsDeps } from '../../services/accounts/accounts-deps.ts';
import { createLoginSessions, type LoginSessions } from '../../services/accounts/login-sessions.ts';
import { createPasswordHasher } from '../../services/accounts/passwords.ts';
import { createThrottle, type Throttle } from '../../services/accounts/throttle.ts';
import { createTokenSigner } from '../../services/accounts/tokens.ts';
import type { UserRow } from '../../services/accounts/user-profile.ts';
import { createOutboxWriter } from '../../services/outbox/outbox-writer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: { deps: AccountsDeps; sessions: LoginSessions; throttle: Throttle };
    /** onRequest hook for routes that need a signed-in user (a bearer guard). */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * For the routes that carry their credentials in the body (login, refresh, logout, registration,
     * password reset): a stale access token on the request is ignored instead of refused, so an expired
     * session can always be renewed or ended.
     */
    ignoreStaleBearer?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous request (SPEC §6). */
    user: UserRow | null;
    loginSessionId: string | null;
  }
}

// The scheme is case-insensitive (RFC 9110 §11.1).
const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i;

/**
 * Reads the bearer token of every request (SPEC §6). A request without one is anonymous; a request
 * with an invalid, expired or revoked one is refused at once with 401, so the client refreshes —
 * except on the routes that renew or end a session, which must work with a stale token attached.
 */
async function authentication(app: FastifyInstance, options: { config: ServerConfig; clock: () => Date }) {
  const { config, clock } = options;
  const db = app.database.db;
  const deps: AccountsDeps = {
    db,
    auth: config.auth,
    hasher: createPasswordHasher(config.auth.argon2),
    signer: createTokenSigner(config.jwtSecret, clock),
    outbox: createOutboxWriter(db, clock, config.outboxFile),
    secret: config.jwtSecret,
    clock,
  };
  const sessions = createLoginSessions(deps);
  app.decorate('accounts', { deps, sessions, throttle: createThrottle(db, clock) });
  app.decorateRequest('user', null);
  app.decorateRequest('loginSessionId', null);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = BEARER.exec(header)?.[1];
    const found = token ? await sessions.authenticate(token) : null;
    if (!found && request.routeOptions.config.ignoreStaleBearer) return;
    if (!found) throw new ApiError(401, 'token_not_valid', {}, { 'www-authenticate': 'Bearer' });
    if (found.user.status === 'suspended') {
      if (request.routeOptions.config.ignoreStaleBearer) return;
      throw new ApiError(403, 'account_suspended');
    }
    request.user = found.user;
    request.loginSessionId = found.sessionId;
  });

  app.decorate(
    'requireUser',
    bearerGuard(async (request: FastifyRequest) => {
      if (!request.user) throw new ApiError(401, 'not_authenticated', {}, { 'www-authenticate': 'Bearer' });
    }),
  );
}

export default fp(authentication, { name: 'authentication', dependencies: ['database'] });
