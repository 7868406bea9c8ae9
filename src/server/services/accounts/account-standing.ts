import type { AccountAction, StaffAccount } from '../../../contract/staff-accounts.ts';
import type { ContactConfig } from '../../config/contact-config.ts';
import { ApiError } from '../../errors/api-error.ts';
import { eraseAccount, type ErasureDeps } from '../../privacy/erase-account.ts';
import { queueSms } from '../outbox/sms-templates.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { decisionsAbout, recordDecision } from './account-decision-repository.ts';
import { updateUser } from './account-repository.ts';
import type { LoginSessions } from './login-sessions.ts';
import type { UserRow } from './user-profile.ts';

export interface StandingDeps {
  accounts: AccountsDeps;
  sessions: LoginSessions;
  erasure: ErasureDeps;
  contact: ContactConfig;
}

export interface Decision {
  action: AccountAction;
  reason: string;
  language: 'en' | 'sw';
  admin: UserRow;
}

export async function accountView(deps: StandingDeps, user: UserRow): Promise<StaffAccount> {
  const decisions = await decisionsAbout(deps.accounts.db, user.id);
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`,
    phone_number: user.phoneNumber,
    email: user.email,
    status: user.status,
    created_at: user.createdAt.toISOString(),
    decisions: decisions.map((row) => ({
      action: row.action,
      reason: row.reason,
      by: row.actorName,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/**
 * SPEC §4: an admin suspends (logins and refreshes refused, data kept), reinstates, or terminates
 * (the account is deleted as if the person had asked). The decision and its reason are recorded
 * first, and the person is told by SMS; a termination notice is the one message that outlives the
 * account, and it goes with the outbox after 90 days.
 */
export async function decide(
  deps: StandingDeps,
  subject: UserRow,
  decision: Decision,
): Promise<UserRow | null> {
  const { db, clock, outbox } = deps.accounts;
  if (subject.id === decision.admin.id) throw new ApiError(409, 'account_decision_self');
  if (decision.action === 'suspend' && subject.status === 'suspended')
    throw new ApiError(409, 'account_already_suspended');
  if (decision.action === 'reinstate' && subject.status !== 'suspended')
    throw new ApiError(409, 'account_not_suspended');
  const now = clock();
  await recordDecision(db, {
    subjectId: subject.id,
    action: decision.action,
    reason: decision.reason,
    actorId: decision.admin.id,
    actorName: `${decision.admin.firstName} ${decision.admin.lastName}`,
    createdAt: now,
  });
  const params = { contact: deps.contact.email };
  // A Community-only account has no number to text: the decision is on record, and a login shows it.
  const tell = async (template: 'account_terminated' | 'account_suspended' | 'account_reinstated') => {
    if (subject.phoneNumber)
      await queueSms(outbox, { phone: subject.phoneNumber, language: decision.language }, template, params);
  };
  if (decision.action === 'terminate') {
    await deps.sessions.revokeAllOf(subject.id);
    await eraseAccount(deps.erasure, subject);
    await tell('account_terminated');
    return null;
  }
  const status = decision.action === 'suspend' ? 'suspended' : 'active';
  const updated = await updateUser(db, subject.id, { status, updatedAt: now });
  await tell(decision.action === 'suspend' ? 'account_suspended' : 'account_reinstated');
  return updated;
}
