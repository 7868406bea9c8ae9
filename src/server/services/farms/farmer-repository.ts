import { and, asc, count, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Farmer, FarmerQuery, FarmerValues } from '../../../contract/farmer.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import { callbackRequests, farmers } from '../../db/schema.ts';
import { isDataManager, type Caller } from './farm-access.ts';

export type FarmerRow = typeof farmers.$inferSelect;

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

export const toFarmer = (row: FarmerRow): Farmer => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  phone_number: row.phoneNumber,
  gender: row.gender,
  year_of_birth: row.yearOfBirth,
  ward: row.wardId,
  group_name: row.groupName,
  user: row.userId,
  registered_by: row.registeredBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const farmerColumns = (values: FarmerValues) => ({
  firstName: values.first_name,
  lastName: values.last_name,
  phoneNumber: values.phone_number,
  gender: values.gender,
  yearOfBirth: values.year_of_birth,
  wardId: values.ward,
  groupName: values.group_name,
});

/** `%` and `_` in a search are letters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function pageFarmers(db: Db, caller: Caller, query: FarmerQuery) {
  const search = query.search ? likePattern(query.search) : undefined;
  const where = and(
    readableFarmers(caller),
    query.ward ? eq(farmers.wardId, query.ward) : undefined,
    query.group_name ? eq(farmers.groupName, query.group_name) : undefined,
    search
      ? or(
          ilike(farmers.firstName, search),
          ilike(farmers.lastName, search),
          ilike(farmers.phoneNumber, search),
          ilike(farmers.groupName, search),
        )
      : undefined,
  );
  return pagedRows(
    query,
    async () => (await db.select({ total: count() }).from(farmers).where(where))[0]?.total ?? 0,
    (limit, offset) =>
      db
        .select()
        .from(farmers)
        .where(where)
        .orderBy(asc(farmers.lastName), asc(farmers.firstName), asc(farmers.id))
        .limit(limit)
        .offset(offset),
  );
}

async function oneFarmer(db: Db, visible: SQL, id: string): Promise<FarmerRow | undefined> {
  const [row] = await db
    .select()
    .from(farmers)
    .where(and(eq(farmers.id, id), visible));
  return row;
}

export const readableFarmer = (db: Db, caller: Caller, id: string) =>
  oneFarmer(db, readableFarmers(caller), id);
export const writableFarmer = (db: Db, caller: Caller, id: string) =>
  oneFarmer(db, writableFarmers(caller), id);

export async function farmerByPhone(db: Db, phoneNumber: string): Promise<FarmerRow | undefined> {
  const [row] = await db.select().from(farmers).where(eq(farmers.phoneNumber, phoneNumber));
  return row;
}

export async function insertFarmer(db: Db, registeredBy: string, values: FarmerValues) {
  const [row] = await db
    .insert(farmers)
    .values({ ...farmerColumns(values), registeredBy })
    .returning();
  return row!;
}

export async function updateFarmer(db: Db, id: string, values: FarmerValues) {
  const [row] = await db
    .update(farmers)
    .set({ ...farmerColumns(values), updatedAt: new Date() })
    .where(eq(farmers.id, id))
    .returning();
  return row!;
}

export async function deleteFarmer(db: Db, id: string) {
  await db.delete(farmers).where(eq(farmers.id, id));
}

/** The account's own farmer record, or undefined. */
export async function ownFarmerOf(db: Db, userId: string): Promise<FarmerRow | undefined> {
  const [mine] = await db.select().from(farmers).where(eq(farmers.userId, userId));
  return mine;
}

/** A data manager's record holding this number that no account has claimed yet. */
export async function unclaimedFarmerWithNumber(db: Db, phoneNumber: string): Promise<FarmerRow | undefined> {
  const [waiting] = await db
    .select()
    .from(farmers)
    .where(and(eq(farmers.phoneNumber, phoneNumber), isNull(farmers.userId)));
  return waiting;
}

/** Whether any farmer record holds this number. */
export async function numberHasFarmer(db: Db, phoneNumber: string): Promise<boolean> {
  const [holder] = await db
    .select({ id: farmers.id })
    .from(farmers)
    .where(eq(farmers.phoneNumber, phoneNumber));
  return holder !== undefined;
}

/** Changes the account's own farmer record, if it has one. */
export async function updateOwnFarmer(db: Db, userId: string, changes: Partial<typeof farmers.$inferInsert>) {
  await db.update(farmers).set(changes).where(eq(farmers.userId, userId));
}

/** Stores the account's own record; undefined when a record with its number or account exists already. */
export async function insertOwnFarmerUnlessTaken(db: Db, values: typeof farmers.$inferInsert) {
  const [made] = await db.insert(farmers).values(values).onConflictDoNothing().returning();
  return made;
}

/** Gives an unclaimed record to the account; undefined when another account claimed it first. */
export async function claimFarmer(db: Db, farmerId: string, userId: string, at: Date) {
  const [claimed] = await db
    .update(farmers)
    .set({ userId, updatedAt: at })
    .where(and(eq(farmers.id, farmerId), isNull(farmers.userId)))
    .returning();
  return claimed;
}
