import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DiagnosisQuery, DiagnosisUpdate } from '../../../contract/diagnosis.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import { diagnoses } from '../../db/schema.ts';
import { caseColumns } from './diagnosis-records.ts';

/** The caller's cases narrowed by the list filters. */
function caseFilters(userId: string, query: DiagnosisQuery): SQL | undefined {
  return and(
    eq(diagnoses.userId, userId),
    query.farm ? eq(diagnoses.farmId, query.farm) : undefined,
    query.planting ? eq(diagnoses.plantingId, query.planting) : undefined,
    query.crop ? eq(diagnoses.crop, query.crop) : undefined,
  );
}

/** One page of the caller's cases, newest first. */
export function pageCases(db: Db, userId: string, query: DiagnosisQuery) {
  const where = caseFilters(userId, query);
  return pagedRows(
    query,
    async () => {
      const [{ total = 0 } = {}] = await db.select({ total: count() }).from(diagnoses).where(where);
      return total;
    },
    (limit, offset) =>
      db
        .select()
        .from(diagnoses)
        .where(where)
        .orderBy(desc(diagnoses.createdAt), desc(diagnoses.id))
        .limit(limit)
        .offset(offset),
  );
}

/** The caller's own case, or undefined: someone else's is treated exactly like a missing one. */
export async function ownDiagnosis(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(diagnoses)
    .where(and(eq(diagnoses.id, id), eq(diagnoses.userId, userId)));
  return row;
}

export async function insertCase(db: Db, userId: string, body: DiagnosisUpdate) {
  const [row] = await db
    .insert(diagnoses)
    .values({ userId, ...caseColumns(body) })
    .returning();
  return row!;
}

export async function updateCase(db: Db, id: string, body: DiagnosisUpdate) {
  await db
    .update(diagnoses)
    .set({ ...caseColumns(body), updatedAt: new Date() })
    .where(eq(diagnoses.id, id));
}

/** True when the caller had such a case; its photos stay, as anonymous facts. */
export async function deleteOwnCase(db: Db, userId: string, id: string) {
  const removed = await db
    .delete(diagnoses)
    .where(and(eq(diagnoses.id, id), eq(diagnoses.userId, userId)))
    .returning({ id: diagnoses.id });
  return removed.length > 0;
}
