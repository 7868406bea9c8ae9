import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { StaffRole } from '../../../contract/staff.ts';
import type { Db } from '../../db/database.ts';
import { contactChanges, loginSessions, passwordResetCodes, users } from '../../db/schema.ts';
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
    const [existing] = await tx.select().from(users).where(eq(users.phoneNumber, staff.phone));
    if (!existing) {
      await tx.insert(users).values({
        firstName: staff.firstName,
        lastName: staff.lastName,
        phoneNumber: staff.phone,
        passwordHash,
        isAdult: true,
        role: staff.role,
      });
      return { created: true, firstName: staff.firstName, lastName: staff.lastName, password };
    }
    await tx
      .update(users)
      .set({ role: staff.role, passwordHash, email: null, updatedAt: now })
      .where(eq(users.id, existing.id));
    await tx
      .update(loginSessions)
      .set({ revokedAt: now })
      .where(and(eq(loginSessions.userId, existing.id), isNull(loginSessions.revokedAt)));
    for (const codes of [passwordResetCodes, contactChanges]) {
      await tx
        .update(codes)
        .set({ usedAt: now })
        .where(and(eq(codes.userId, existing.id), isNull(codes.usedAt)));
    }
    return { created: false, firstName: existing.firstName, lastName: existing.lastName, password };
  });
}
