import { and, asc, count, eq, gte, ilike, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { CropVarietyQuery, CropVarietyValues } from '../../../contract/crop-variety.ts';
import type { FertilizerQuery, FertilizerValues } from '../../../contract/fertilizer.ts';
import {
  fertilizerColumns,
  nutrientColumns,
  varietyColumns,
  type FertilizerRow,
  type NutrientFields,
  type NutrientRow,
  type VarietyRow,
} from '../../agronomy/agronomy-columns.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import { counties, cropVarieties, fertilizers, libraryCrops, nutrients } from '../../db/schema.ts';
import { likePattern } from '../farms/farmer-repository.ts';
import { recordKeys, shippedFertilizers, shippedVarieties } from './reference-edits.ts';

/**
 * Fertilizer products, crop varieties and recommendations: read by everyone, changed by data
 * managers, whose additions, changes and removals a start keeps (reference-edits.ts).
 */
export function pageFertilizers(db: Db, query: FertilizerQuery) {
  const where = and(
    query.kind ? eq(fertilizers.kind, query.kind) : undefined,
    query.search
      ? or(
          ilike(fertilizers.name, likePattern(query.search)),
          ilike(fertilizers.grade, likePattern(query.search)),
        )
      : undefined,
  );
  return pagedRows(
    query,
    async () => (await db.select({ total: count() }).from(fertilizers).where(where))[0]?.total ?? 0,
    (limit, offset) =>
      db.select().from(fertilizers).where(where).orderBy(asc(fertilizers.name)).limit(limit).offset(offset),
  );
}

export async function fertilizerById(db: Db, id: string) {
  const [row] = await db.select().from(fertilizers).where(eq(fertilizers.id, id));
  return row;
}

export async function fertilizerByName(db: Db, name: string) {
  const [row] = await db.select().from(fertilizers).where(eq(fertilizers.name, name));
  return row;
}

export async function insertFertilizer(db: Db, values: FertilizerValues) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fertilizers)
      .values({ ...fertilizerColumns(values), editedAt: new Date() })
      .returning();
    await recordKeys(tx, 'fertilizer', { taken: [shippedFertilizers.key.of(row!)] });
    return row!;
  });
}

export async function updateFertilizer(db: Db, current: FertilizerRow, values: FertilizerValues) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(fertilizers)
      .set({ ...fertilizerColumns(values), editedAt: new Date() })
      .where(eq(fertilizers.id, current.id))
      .returning();
    const { of } = shippedFertilizers.key;
    await recordKeys(tx, 'fertilizer', { left: [of(current)], taken: [of(row!)] });
    return row!;
  });
}

export async function deleteFertilizer(db: Db, current: FertilizerRow) {
  await db.transaction(async (tx) => {
    await tx.delete(fertilizers).where(eq(fertilizers.id, current.id));
    await recordKeys(tx, 'fertilizer', { left: [shippedFertilizers.key.of(current)] });
  });
}

export function pageVarieties(db: Db, query: CropVarietyQuery) {
  const search = query.search ? likePattern(query.search) : undefined;
  const where = and(
    query.crop ? eq(cropVarieties.crop, query.crop) : undefined,
    search
      ? or(
          ilike(cropVarieties.name, search),
          sql`array_to_string(${cropVarieties.traits}, ' ') ilike ${search}`,
        )
      : undefined,
    query.altitude !== undefined
      ? and(
          or(isNull(cropVarieties.altitudeMinM), lte(cropVarieties.altitudeMinM, query.altitude)),
          or(isNull(cropVarieties.altitudeMaxM), gte(cropVarieties.altitudeMaxM, query.altitude)),
        )
      : undefined,
    query.max_maturity_days !== undefined
      ? or(isNull(cropVarieties.maturityDaysMax), lte(cropVarieties.maturityDaysMax, query.max_maturity_days))
      : undefined,
  );
  return pagedRows(
    query,
    async () => (await db.select({ total: count() }).from(cropVarieties).where(where))[0]?.total ?? 0,
    (limit, offset) =>
      db
        .select()
        .from(cropVarieties)
        .where(where)
        .orderBy(asc(cropVarieties.crop), asc(cropVarieties.name))
        .limit(limit)
        .offset(offset),
  );
}

export async function varietyById(db: Db, id: string) {
  const [row] = await db.select().from(cropVarieties).where(eq(cropVarieties.id, id));
  return row;
}

export async function varietyByName(db: Db, crop: string, name: string) {
  const [row] = await db
    .select()
    .from(cropVarieties)
    .where(and(eq(cropVarieties.crop, crop), eq(cropVarieties.name, name)));
  return row;
}

/** Every variety of `crop/`'s crops (or of one), as `crop/` lists them under each crop. */
export function varietiesOf(db: Db, crop?: string) {
  return db
    .select()
    .from(cropVarieties)
    .where(crop === undefined ? undefined : eq(cropVarieties.crop, crop))
    .orderBy(asc(cropVarieties.crop), asc(cropVarieties.name));
}

export async function insertVariety(db: Db, values: CropVarietyValues) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cropVarieties)
      .values({ ...varietyColumns(values), editedAt: new Date() })
      .returning();
    await recordKeys(tx, 'variety', { taken: [shippedVarieties.key.of(row!)] });
    return row!;
  });
}

export async function updateVariety(db: Db, current: VarietyRow, values: CropVarietyValues) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(cropVarieties)
      .set({ ...varietyColumns(values), editedAt: new Date() })
      .where(eq(cropVarieties.id, current.id))
      .returning();
    const { of } = shippedVarieties.key;
    await recordKeys(tx, 'variety', { left: [of(current)], taken: [of(row!)] });
    return row!;
  });
}

export async function deleteVariety(db: Db, current: VarietyRow) {
  await db.transaction(async (tx) => {
    await tx.delete(cropVarieties).where(eq(cropVarieties.id, current.id));
    await recordKeys(tx, 'variety', { left: [shippedVarieties.key.of(current)] });
  });
}

export type { NutrientRow };

/** The recommendations table in its order, or one crop's rows; which fit a place is `chooseFertilizer`'s choice. */
export function nutrientRows(db: Db, filter: { crop?: string | undefined }) {
  return db
    .select()
    .from(nutrients)
    .where(filter.crop ? eq(nutrients.crop, filter.crop) : undefined)
    .orderBy(asc(nutrients.position));
}

export async function nutrientById(db: Db, id: string) {
  const [row] = await db.select().from(nutrients).where(eq(nutrients.id, id));
  return row;
}

/** A new recommendation goes after the others; the data manager's hand keeps it across starts. */
export async function insertNutrient(db: Db, values: NutrientFields) {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(nutrients.position) }).from(nutrients);
    const [row] = await tx
      .insert(nutrients)
      .values({
        id: crypto.randomUUID(),
        position: (last?.position ?? -1) + 1,
        ...nutrientColumns(values),
        editedAt: new Date(),
      })
      .returning();
    return row!;
  });
}

export async function updateNutrient(db: Db, id: string, values: NutrientFields) {
  const [row] = await db
    .update(nutrients)
    .set({ ...nutrientColumns(values), editedAt: new Date() })
    .where(eq(nutrients.id, id))
    .returning();
  return row!;
}

/** Removed for good: a shipped row stays out on the next start too. */
export async function deleteNutrient(db: Db, id: string) {
  await db.transaction(async (tx) => {
    await tx.delete(nutrients).where(eq(nutrients.id, id));
    await recordKeys(tx, 'nutrient', { left: [id] });
  });
}

/**
 * A crop recommendations may name: one of `crop/`, or one the data pack already advises on without
 * listing it there (tea, the maize–bean system).
 */
export async function isKnownCrop(db: Db, crop: string): Promise<boolean> {
  const [listed] = await db
    .select({ id: libraryCrops.id })
    .from(libraryCrops)
    .where(eq(libraryCrops.id, crop));
  if (listed) return true;
  const [advised] = await db
    .select({ id: nutrients.id })
    .from(nutrients)
    .where(eq(nutrients.crop, crop))
    .limit(1);
  return advised !== undefined;
}

/** The county codes of `codes` that are no county. */
export async function unknownCounties(db: Db, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const known = new Set((await db.select({ id: counties.id }).from(counties)).map((county) => county.id));
  return codes.filter((code) => !known.has(code));
}
