import type { LoginResponse } from '../../../contract/accounts.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import type { LoginSessions } from './login-sessions.ts';
import type { Throttle } from './throttle.ts';
import { canonicalUsername, findUserByUsername, toProfile } from './user-profile.ts';

/** Five wrong passwords lock an account for the rest of a 15-minute window. */
export const LOGIN_FAILURES_ALLOWED = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface LoginAttempt {
  username: string;
  password: string;
  ip: string;
}

const locked = (seconds: number) =>
  new ApiError(429, 'account_locked', { seconds }, { 'retry-after': String(seconds) });

/**
 * The same answer, after the same work, whether or not the account exists: the password is always
 * checked (against a dummy hash for unknown accounts). Attempts count against the account itself —
 * by id, so every spelling of its phone number or e-mail shares one count — and failures against the
 * caller's address (`auth.loginFailuresPerIp`, 50 by default: enough for a shared phone or a school's
 * network), so spreading guesses over many accounts is stopped too. Both counts live in the database,
 * shared by every API process. The account's count is taken before the password is checked, in one
 * atomic step: guesses sent at once would otherwise all read the same count and all be checked.
 */
export async function logIn(
  deps: AccountsDeps,
  sessions: LoginSessions,
  throttle: Throttle,
  attempt: LoginAttempt,
): Promise<LoginResponse> {
  const user = await findUserByUsername(deps.db, attempt.username);
  const accountKey = user ? `login:user:${user.id}` : `login:name:${canonicalUsername(attempt.username)}`;
  const ipKey = `login:ip:${attempt.ip}`;
  const address = await throttle.peek(ipKey, deps.auth.loginFailuresPerIp, LOGIN_FAILURE_WINDOW_MS);
  if (!address.allowed) throw locked(address.retryAfterSeconds);
  const account = await throttle.hit(accountKey, LOGIN_FAILURES_ALLOWED, LOGIN_FAILURE_WINDOW_MS);
  if (!account.allowed) throw locked(account.retryAfterSeconds);

  const ok = await deps.hasher.verify(user?.passwordHash ?? null, attempt.password);
  if (!user || !ok) {
    await throttle.hit(ipKey, deps.auth.loginFailuresPerIp, LOGIN_FAILURE_WINDOW_MS);
    throw new ApiError(401, 'invalid_credentials');
  }
  await throttle.clear(accountKey);
  // Only after the right password: a suspension is nobody else's business.
  if (user.status === 'suspended') throw new ApiError(403, 'account_suspended');
  return { ...(await sessions.start(user)), user: toProfile(user) };
}
