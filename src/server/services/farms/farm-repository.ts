import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Farm, FarmQuery, FarmValues } from '../../../contract/farm.ts';
import type { Db } from '../../db/database.ts';
import { inSlices } from '../../db/in-slices.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import { farmers, farms, wards } from '../../db/schema.ts';
import type { Caller } from './farm-access.ts';
import { likePattern, readableFarmers, writableFarmers } from './farmer-repository.ts';

export type FarmRow = typeof farms.$inferSelect;

export const toFarm = (row: FarmRow): Farm => ({
  id: row.id,
  farmer: row.farmerId,
  name: row.name,
  ward: row.wardId,
  county: row.countyId,
  latitude: row.latitude,
  longitude: row.longitude,
  altitude: row.altitude,
  area_acres: row.areaAcres,
  soil_type: row.soilType,
  irrigated: row.irrigated,
  notes: row.notes,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export type FarmColumns = Omit<FarmValues, 'farmer'>;

/** The columns a farm writes; its county comes from its ward. */
export const farmColumns = (values: FarmColumns, countyId: string) => ({
  name: values.name,
  countyId,
  wardId: values.ward,
  latitude: values.latitude,
  longitude: values.longitude,
  altitude: values.altitude,
  areaAcres: values.area_acres,
  soilType: values.soil_type,
  irrigated: values.irrigated,
  notes: values.notes,
});

/** Farms whose farmer is among `visible` farmers. */
function farmerScope(db: Db, visible: SQL) {
  return inArray(farms.farmerId, db.select({ id: farmers.id }).from(farmers).where(visible));
}

export function pageFarms(db: Db, caller: Caller, query: FarmQuery) {
  const where = and(
    farmerScope(db, readableFarmers(caller)),
    query.farmer ? eq(farms.farmerId, query.farmer) : undefined,
    query.ward ? eq(farms.wardId, query.ward) : undefined,
    query.search ? ilike(farms.name, likePattern(query.search)) : undefined,
  );
  return pagedRows(
    query,
    async () => (await db.select({ total: count() }).from(farms).where(where))[0]?.total ?? 0,
    (limit, offset) =>
      db
        .select()
        .from(farms)
        .where(where)
        .orderBy(asc(farms.name), asc(farms.id))
        .limit(limit)
        .offset(offset),
  );
}

async function oneFarm(db: Db, visible: SQL, id: string): Promise<FarmRow | undefined> {
  const [row] = await db
    .select()
    .from(farms)
    .where(and(eq(farms.id, id), farmerScope(db, visible)));
  return row;
}

export const readableFarm = (db: Db, caller: Caller, id: string) => oneFarm(db, readableFarmers(caller), id);
/** A farm the caller may change, and name on a planting or a plant check. */
export const usableFarm = (db: Db, caller: Caller, id: string) => oneFarm(db, writableFarmers(caller), id);

export async function farmByName(db: Db, farmerId: string, name: string): Promise<FarmRow | undefined> {
  const [row] = await db
    .select()
    .from(farms)
    .where(and(eq(farms.farmerId, farmerId), eq(farms.name, name)));
  return row;
}

/** The county of a ward, or undefined when there is no such ward. */
export async function wardCounty(db: Db, wardId: string): Promise<string | undefined> {
  const [row] = await db.select({ countyId: wards.countyId }).from(wards).where(eq(wards.id, wardId));
  return row?.countyId;
}

/** The county of each ward named, for a whole upload at once (in slices). */
export async function wardCounties(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = await inSlices(wanted, (slice) =>
    db.select({ id: wards.id, countyId: wards.countyId }).from(wards).where(inArray(wards.id, slice)),
  );
  return new Map(rows.map((row) => [row.id, row.countyId]));
}

export async function insertFarm(db: Db, farmerId: string, values: FarmColumns, countyId: string) {
  const [row] = await db
    .insert(farms)
    .values({ farmerId, ...farmColumns(values, countyId) })
    .returning();
  return row!;
}

export async function updateFarm(db: Db, id: string, values: FarmColumns, countyId: string) {
  const [row] = await db
    .update(farms)
    .set({ ...farmColumns(values, countyId), updatedAt: new Date() })
    .where(eq(farms.id, id))
    .returning();
  return row!;
}

export async function deleteFarm(db: Db, id: string) {
  await db.delete(farms).where(eq(farms.id, id));
}
