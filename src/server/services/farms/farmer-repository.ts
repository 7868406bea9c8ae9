import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Farmer, FarmerQuery, FarmerValues } from '../../../contract/farmer.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import { farmers } from '../../db/schema.ts';
import { readableFarmers, writableFarmers, type Caller } from './farm-access.ts';

export type FarmerRow = typeof farmers.$inferSelect;

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
