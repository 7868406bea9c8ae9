import { randomBytes } from 'node:crypto';
import type { StaffRole } from '../../../contract/staff.ts';
import type { Db } from '../../db/database.ts';
import { insertUser, updateUser, userByPhone } from '../accounts/account-repository.ts';
import { retireAllContactCodesOf, retireResetCodesOf } from '../accounts/code-repository.ts';
import { revokeLoginSessionsOf } from '../accounts/login-session-repository.ts';
import type { PasswordHasher } from '../accounts/passwords.ts';

export interface NewStaff {
  /** E.164. */
  phone: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** Generated when not given. */
  password?: string;
}

export interface MadeStaff {
  /** False when an account with this phone number existed and was taken over. */
  created: boolean;
  firstName: string;
  lastName: string;
  /** The password to hand to the staff member: the given one, or the one generated here. */
  password: string;
}

/**
 * `npm run staff -- create`: a staff account for this phone number, new or made from the account that
 * has it. Registration proves no number, so anyone could have signed up with a future agronomist's
 * number, kept signed in, and become staff with their own password and e-mail the moment the operator
 * promoted "the agronomist's account". An existing account is therefore taken over: a new password,
 * every login and waiting code ended, and its e-mail removed (the staff member adds theirs again with
 * a code), so only the person the operator hands the password to gets in.
 */
export async function makeStaff(db: Db, hasher: PasswordHasher, staff: NewStaff): Promise<MadeStaff> {
  const password = staff.password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hasher.hash(password);
  const now = new Date();
  return db.transaction(async (tx) => {
    const existing = await userByPhone(tx, staff.phone);
    if (!existing) {
      await insertUser(tx, {
        firstName: staff.firstName,
        lastName: staff.lastName,
        phoneNumber: staff.phone,
        passwordHash,
        isAdult: true,
        role: staff.role,
      });
      return { created: true, firstName: staff.firstName, lastName: staff.lastName, password };
    }
    await updateUser(tx, existing.id, { role: staff.role, passwordHash, email: null, updatedAt: now });
    await revokeLoginSessionsOf(tx, existing.id, now);
    await retireResetCodesOf(tx, existing.id, now);
    await retireAllContactCodesOf(tx, existing.id, now);
    return { created: false, firstName: existing.firstName, lastName: existing.lastName, password };
  });
}
