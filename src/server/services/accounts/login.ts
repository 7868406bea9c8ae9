import type { LoginResponse } from '../../../contract/accounts.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import type { LoginSessions } from './login-sessions.ts';
import type { Throttle } from './throttle.ts';
import { findUserByUsername, toProfile } from './user-profile.ts';

/** Five wrong passwords lock an account for the rest of a 15-minute window. */
export const LOGIN_FAILURES_ALLOWED = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * The same answer, after the same work, whether or not the account exists: the password is always
 * checked (against a dummy hash for unknown accounts) and every failure counts against the username.
 */
export async function logIn(
  deps: AccountsDeps,
  sessions: LoginSessions,
  throttle: Throttle,
  username: string,
  password: string,
): Promise<LoginResponse> {
  const key = `login:${username.trim().toLowerCase()}`;
  const locked = await throttle.peek(key, LOGIN_FAILURES_ALLOWED, LOGIN_FAILURE_WINDOW_MS);
  if (!locked.allowed) {
    throw new ApiError(
      429,
      'account_locked',
      { seconds: locked.retryAfterSeconds },
      {
        'retry-after': String(locked.retryAfterSeconds),
      },
    );
  }
  const user = await findUserByUsername(deps.db, username);
  const ok = await deps.hasher.verify(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    await throttle.hit(key, LOGIN_FAILURES_ALLOWED, LOGIN_FAILURE_WINDOW_MS);
    throw new ApiError(401, 'invalid_credentials');
  }
  await throttle.clear(key);
  return { ...(await sessions.start(user)), user: toProfile(user) };
}
