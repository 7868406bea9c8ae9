import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { FARMER_CLAIM_PENDING } from '../../../contract/farmer-claim.ts';
import type { Db } from '../../db/database.ts';
import { callbackRequests, farmers, users } from '../../db/schema.ts';
import { ApiError } from '../../errors/api-error.ts';

/** Who is asking: the signed-in account's id and role. */
export interface Caller {
  id: string;
  role: string;
}

export const isDataManager = (caller: Caller) => caller.role === 'data_manager';
/** Reference data (fertilizers, varieties) and uploads: data managers and admins. */
export const managesReferenceData = (caller: Caller) =>
  caller.role === 'data_manager' || caller.role === 'admin';

/**
 * The farmers a caller may read: their own record; a data manager's registrations; for an agronomist,
 * the farmers who asked for a callback on a case (complaints are the grievance officer's, not theirs).
 * Anyone else's is not found, exactly like a missing one.
 */
export function readableFarmers(caller: Caller): SQL {
  const own = eq(farmers.userId, caller.id);
  if (isDataManager(caller)) return or(own, eq(farmers.registeredBy, caller.id))!;
  if (caller.role === 'staff') {
    const hasCase = sql`exists (select 1 from ${callbackRequests} where ${and(
      eq(callbackRequests.userId, farmers.userId),
      ne(callbackRequests.topic, 'complaint'),
    )})`;
    return or(own, hasCase)!;
  }
  return own;
}

/**
 * The farmers a caller may change (and whose farms they may add, change and use): never an agronomist's
 * reads. A data manager keeps a record they registered only until its farmer claims it with their
 * account (farmer-claim.ts): from then on it is the farmer's, which the data manager may still read but
 * no longer change or delete.
 */
export function writableFarmers(caller: Caller): SQL {
  const own = eq(farmers.userId, caller.id);
  if (!isDataManager(caller)) return own;
  return or(own, and(eq(farmers.registeredBy, caller.id), isNull(farmers.userId)))!;
}

/**
 * An account's own farmer record carries the account's number, which changes only after a code sent to
 * the new one (`accounts/me/confirm/`): it follows along, unless another farmer's record holds that
 * number already (a data manager registered it), which keeps its own.
 */
export async function followAccountNumber(db: Db, userId: string, phoneNumber: string) {
  const [holder] = await db
    .select({ id: farmers.id })
    .from(farmers)
    .where(eq(farmers.phoneNumber, phoneNumber));
  if (holder) return;
  await db.update(farmers).set({ phoneNumber, updatedAt: new Date() }).where(eq(farmers.userId, userId));
}

/** A name corrected in "My details" is the person's name on their own farmer record too. */
export async function followAccountName(db: Db, userId: string, firstName: string, lastName: string) {
  await db
    .update(farmers)
    .set({ firstName, lastName, updatedAt: new Date() })
    .where(eq(farmers.userId, userId));
}

/**
 * The data manager's record an account may claim: it holds the account's number and no account yet,
 * and the account has no record of its own. Registration proves nothing about the number, so it stays
 * hidden until the code sent there comes back (farmer-claim.ts).
 */
export async function claimableFarmer(db: Db, userId: string, phoneNumber: string) {
  const [mine] = await db.select({ id: farmers.id }).from(farmers).where(eq(farmers.userId, userId));
  if (mine) return undefined;
  const [waiting] = await db
    .select()
    .from(farmers)
    .where(and(eq(farmers.phoneNumber, phoneNumber), isNull(farmers.userId)));
  return waiting;
}

/**
 * Every user has their own farmer record from first use, made from the account; when a data manager
 * registered this phone number first, the account has none until it proves the number: 409.
 */
export async function ensureOwnFarmer(db: Db, userId: string) {
  const [mine] = await db.select().from(farmers).where(eq(farmers.userId, userId));
  if (mine) return mine;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  if (await claimableFarmer(db, userId, user.phoneNumber)) throw new ApiError(409, FARMER_CLAIM_PENDING);
  const [made] = await db
    .insert(farmers)
    .values({
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      userId,
      registeredBy: userId,
    })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  // Two first requests at once: the other one made it.
  const [raced] = await db.select().from(farmers).where(eq(farmers.userId, userId));
  if (raced) return raced;
  throw new Error(`phone ${user.phoneNumber} belongs to another account's farmer record`);
}
