import { and, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { NotificationChannel } from '../../../contract/notifications.ts';
import type { Db } from '../../db/database.ts';
import { latestBookingLanguage } from '../notifications/farmer-notice-repository.ts';
import {
  alertDeliveries,
  alertDrafts,
  farmers,
  farms,
  notificationSettings,
  uploadedImages,
  users,
} from '../../db/schema.ts';

export type AlertDraftRow = typeof alertDrafts.$inferSelect;

export async function alertDraftRow(db: Db, id: string): Promise<AlertDraftRow | undefined> {
  const [row] = await db.select().from(alertDrafts).where(eq(alertDrafts.id, id));
  return row;
}

export interface AlertRecipient {
  userId: string;
  phone: string;
  /** The language of their latest callback booking, else Swahili. */
  language: 'en' | 'sw';
}

/**
 * Active farmer accounts with a farm in one of `wardIds`, or whose latest photo check with a place
 * was in one of them.
 */
export async function alertRecipientsIn(db: Db, wardIds: string[]): Promise<AlertRecipient[]> {
  const rows = await db
    .select({ userId: users.id, phone: users.phoneNumber, language: latestBookingLanguage() })
    .from(users)
    .where(livesOrCheckedIn(db, wardIds))
    .orderBy(users.id);
  return rows.map((row) => ({ ...row, phone: row.phone!, language: row.language ?? 'sw' }));
}

/**
 * How many farmers an approval would reach, for the agronomist deciding: those of `alertRecipientsIn`
 * less those who turned outbreak alerts off (the once-a-week rule may still spare some).
 */
export async function alertRecipientCount(db: Db, wardIds: string[]): Promise<number> {
  const turnedOff = db
    .select({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.kind, 'outbreak'), eq(notificationSettings.enabled, false)));
  return db.$count(users, and(livesOrCheckedIn(db, wardIds), notInArray(users.id, turnedOff)));
}

/** Active farmer accounts with a farm in `wardIds`, or whose latest check with a place was there. */
function livesOrCheckedIn(db: Db, wardIds: string[]) {
  const withFarmThere = db
    .select({ userId: farmers.userId })
    .from(farms)
    .innerJoin(farmers, eq(farmers.id, farms.farmerId))
    .where(inArray(farms.wardId, wardIds));
  const lastCheckWard = sql`(select ${uploadedImages.wardId} from ${uploadedImages} where ${uploadedImages.userId} = ${users.id} and ${uploadedImages.wardId} is not null order by ${uploadedImages.createdAt} desc limit 1)`;
  return and(
    eq(users.role, 'farmer'),
    eq(users.status, 'active'),
    isNotNull(users.phoneNumber),
    or(inArray(users.id, withFarmThere), inArray(lastCheckWard, wardIds)),
  );
}

/**
 * Records that `draft` reaches the farmer by `channel` this week; answers false when the farmer
 * already had an alert for this condition and ward this week (the unique index decides).
 */
export async function recordAlertDelivery(
  db: Db,
  draft: AlertDraftRow,
  delivery: { userId: string; week: string; channel: NotificationChannel; at: Date },
): Promise<boolean> {
  const [made] = await db
    .insert(alertDeliveries)
    .values({
      draftId: draft.id,
      userId: delivery.userId,
      condition: draft.condition,
      wardId: draft.wardId,
      week: delivery.week,
      channel: delivery.channel,
      createdAt: delivery.at,
      sentAt: delivery.channel === 'chat' ? delivery.at : null,
    })
    .onConflictDoNothing()
    .returning({ id: alertDeliveries.id });
  return made !== undefined;
}

/** This draft's push and SMS deliveries not yet sent (a retried job's remainder), oldest first. */
export function unsentAlertDeliveries(db: Db, draftId: string) {
  return db
    .select({ id: alertDeliveries.id, userId: alertDeliveries.userId, channel: alertDeliveries.channel })
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.draftId, draftId), isNull(alertDeliveries.sentAt)))
    .orderBy(desc(alertDeliveries.createdAt));
}

export async function markAlertDeliverySent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(alertDeliveries).set({ sentAt: at }).where(eq(alertDeliveries.id, id));
}
