import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { ALERT_DEFAULT_THRESHOLD, type AlertDraft, type AlertDraftStatus } from '../../../contract/alerts.ts';
import type { AlertThreshold, AlertThresholdUpdate } from '../../../contract/alerts.ts';
import { outbreakWeekOf } from '../../../contract/outbreak-week.ts';
import type { Db } from '../../db/database.ts';
import { alertDrafts, alertThresholds, outbreakCases, wards } from '../../db/schema.ts';
import { executorFor, type SqlExecutor } from '../../db/transaction-sql.ts';
import { libraryEntryByLabel } from '../library/library-repository.ts';
import { alertText } from './alert-text.ts';

const DAY_MS = 24 * 3600 * 1000;

export async function alertThresholdFor(db: Db, condition: string): Promise<AlertThresholdUpdate> {
  const [row] = await db.select().from(alertThresholds).where(eq(alertThresholds.condition, condition));
  return row ? { farms: row.farms, days: row.days } : ALERT_DEFAULT_THRESHOLD;
}

export async function alertThresholdsSet(db: Db): Promise<AlertThreshold[]> {
  return db
    .select({
      condition: alertThresholds.condition,
      farms: alertThresholds.farms,
      days: alertThresholds.days,
    })
    .from(alertThresholds)
    .orderBy(alertThresholds.condition);
}

export async function setAlertThreshold(
  db: Db,
  condition: string,
  threshold: AlertThresholdUpdate,
  by: { userId: string; at: Date },
): Promise<void> {
  const row = { condition, ...threshold, updatedBy: by.userId, updatedAt: by.at };
  await db
    .insert(alertThresholds)
    .values(row)
    .onConflictDoUpdate({ target: alertThresholds.condition, set: row });
}

/**
 * After the review of booking `callbackId`: when the confirmed cases of its condition in its ward now
 * come from the condition's threshold of distinct farms within its days, drafts one alert. Safe to run
 * again: nothing is drafted while a draft for that condition and ward is younger than the threshold's
 * window, and the unique (condition, ward, week) index stops a concurrent second one. Answers the
 * new draft's id, if one was made.
 */
export async function draftAlertAfterReview(db: Db, callbackId: string, now: Date): Promise<string | null> {
  const [reviewed] = await db
    .select({ condition: outbreakCases.condition, wardId: outbreakCases.wardId, ward: wards.name })
    .from(outbreakCases)
    .innerJoin(wards, eq(wards.id, outbreakCases.wardId))
    .where(eq(outbreakCases.callbackId, callbackId));
  if (!reviewed) return null;
  const { condition, wardId } = reviewed;
  const threshold = await alertThresholdFor(db, condition);
  const since = new Date(now.getTime() - threshold.days * DAY_MS);
  const [{ farms } = { farms: 0 }] = await db
    .select({
      farms: sql<number>`count(distinct coalesce(${outbreakCases.farmId}, ${outbreakCases.userId}, ${outbreakCases.callbackId}))::int`,
    })
    .from(outbreakCases)
    .where(
      and(
        eq(outbreakCases.condition, condition),
        eq(outbreakCases.wardId, wardId!),
        gte(outbreakCases.reportedAt, since),
      ),
    );
  if (farms < threshold.farms) return null;
  const [recent] = await db
    .select({ id: alertDrafts.id })
    .from(alertDrafts)
    .where(
      and(
        eq(alertDrafts.condition, condition),
        eq(alertDrafts.wardId, wardId!),
        gte(alertDrafts.createdAt, since),
      ),
    )
    .limit(1);
  if (recent) return null;
  const entry = await libraryEntryByLabel(db, condition);
  if (!entry) return null;
  const [made] = await db
    .insert(alertDrafts)
    .values({
      condition,
      wardId: wardId!,
      week: outbreakWeekOf(now),
      farms,
      textEn: alertText('en', reviewed.ward, entry.contentEn),
      textSw: alertText('sw', reviewed.ward, entry.contentSw),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: alertDrafts.id });
  return made?.id ?? null;
}

const draftColumns = { draft: alertDrafts, wardName: wards.name };

function toAlertDraft({
  draft,
  wardName,
}: {
  draft: typeof alertDrafts.$inferSelect;
  wardName: string;
}): AlertDraft {
  return {
    id: draft.id,
    condition: draft.condition,
    ward_id: draft.wardId,
    ward_name: wardName,
    week: draft.week,
    farms: draft.farms,
    status: draft.status,
    text_en: draft.textEn,
    text_sw: draft.textSw,
    created_at: draft.createdAt.toISOString(),
    decided_at: draft.decidedAt?.toISOString() ?? null,
  };
}

/** Alerts in one state, newest first. */
export async function alertDraftsIn(db: Db, status: AlertDraftStatus): Promise<AlertDraft[]> {
  const rows = await db
    .select(draftColumns)
    .from(alertDrafts)
    .innerJoin(wards, eq(wards.id, alertDrafts.wardId))
    .where(eq(alertDrafts.status, status))
    .orderBy(desc(alertDrafts.createdAt));
  return rows.map(toAlertDraft);
}

export async function alertDraftById(db: Db, id: string): Promise<AlertDraft | undefined> {
  const [row] = await db
    .select(draftColumns)
    .from(alertDrafts)
    .innerJoin(wards, eq(wards.id, alertDrafts.wardId))
    .where(eq(alertDrafts.id, id));
  return row && toAlertDraft(row);
}

/** Edits a draft's text while it is still a draft; answers whether it was one. */
export async function editAlertDraft(db: Db, id: string, text: { textEn?: string; textSw?: string }) {
  const [edited] = await db
    .update(alertDrafts)
    .set(text)
    .where(and(eq(alertDrafts.id, id), eq(alertDrafts.status, 'draft')))
    .returning({ id: alertDrafts.id });
  return edited !== undefined;
}

/**
 * Approves or drops a draft, once: answers whether this call decided it (it was still a draft), so two
 * agronomists pressing at once cannot both send it. An approval queues its delivery (`queueDelivery`)
 * in the same transaction.
 */
export async function decideAlertDraft(
  db: Db,
  id: string,
  status: 'approved' | 'dropped',
  by: { userId: string; at: Date },
  queueDelivery: (tx: SqlExecutor) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(alertDrafts)
      .set({ status, decidedBy: by.userId, decidedAt: by.at })
      .where(and(eq(alertDrafts.id, id), eq(alertDrafts.status, 'draft')))
      .returning({ id: alertDrafts.id });
    if (decided && status === 'approved') await queueDelivery(executorFor(tx));
    return decided !== undefined;
  });
}
