import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';
import { messageTemplate } from '../outbox/message-templates.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { updateUser } from './account-repository.ts';
import {
  insertResetCode,
  latestUnusedResetCode,
  markCodeUsed,
  retireResetCodesOf,
} from './code-repository.ts';
import { takeCodeTry } from './code-tries.ts';
import { CODE_LIFETIME_MS, hasCodeQuota, newCode } from './contact-codes.ts';
import type { LoginSessions } from './login-sessions.ts';
import { isCommonPassword } from './passwords.ts';
import type { Throttle } from './throttle.ts';
import { findUserByUsername } from './user-profile.ts';

const codeHash = (secret: string, userId: string, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

/**
 * Sends a single-use code by SMS (or e-mail when the user asked with their e-mail). The caller always
 * gets the same answer, so the request reveals nothing about which accounts exist.
 */
export async function requestPasswordReset(
  deps: AccountsDeps,
  throttle: Throttle,
  username: string,
  language: string,
) {
  const user = await findUserByUsername(deps.db, username);
  const byEmail = username.includes('@') && user?.email != null;
  const recipient = byEmail ? user?.email : user?.phoneNumber;
  // A Community-only account has no password to reset, nor a number to text.
  if (!user?.passwordHash || !recipient) return;
  // Anyone who knows the number can ask: a few codes an hour and a day, or a stranger could be texted all day.
  if (!(await hasCodeQuota(throttle, 'reset', user.id))) return;
  const code = newCode();
  const now = deps.clock();
  await retireResetCodesOf(deps.db, user.id, now);
  await insertResetCode(deps.db, {
    userId: user.id,
    codeHash: codeHash(deps.secret, user.id, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
  });
  await deps.outbox.enqueue({
    channel: byEmail ? 'email' : 'sms',
    recipient,
    language,
    template: 'password_reset_code',
    body: messageTemplate(language, 'password_reset_code', { code, minutes: CODE_LIFETIME_MS / 60_000 }),
  });
}

/** Checks the code (a few wrong tries kill it), sets the new password and ends every login of the user. */
export async function resetPassword(
  deps: AccountsDeps,
  sessions: LoginSessions,
  request: { username: string; code: string; new_password: string },
) {
  const invalid = new ApiError(400, 'reset_code_invalid');
  const user = await findUserByUsername(deps.db, request.username);
  if (!user) throw invalid;
  const latest = await latestUnusedResetCode(deps.db, user.id);
  if (!latest || latest.expiresAt <= deps.clock()) throw invalid;
  // Before a try is taken: choosing a common password must not use up the person's code.
  if (await isCommonPassword(request.new_password)) {
    throw new FieldErrors({ new_password: ['password_too_common'] });
  }
  if (!(await takeCodeTry(deps.db, 'reset', latest.id))) throw invalid;
  const given = Buffer.from(codeHash(deps.secret, user.id, request.code));
  if (!timingSafeEqual(given, Buffer.from(latest.codeHash))) throw invalid;
  const now = deps.clock();
  await markCodeUsed(deps.db, 'reset', latest.id, now);
  await updateUser(deps.db, user.id, {
    passwordHash: await deps.hasher.hash(request.new_password),
    updatedAt: now,
  });
  await sessions.revokeAllOf(user.id);
}
