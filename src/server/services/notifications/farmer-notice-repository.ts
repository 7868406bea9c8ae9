import { and, eq, sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationKind } from '../../../contract/notifications.ts';
import type { Db } from '../../db/database.ts';
import { callbackRequests, farmerNotices, users } from '../../db/schema.ts';

export interface NoticeRecipient {
  phone: string;
  /** The language of their latest callback booking, else Swahili (as outbreak alerts choose). */
  language: 'en' | 'sw';
}

/**
 * The language of the account's latest callback booking, as a column of a select from `users`. The
 * outer `users.id` is written out in full: drizzle leaves a lone table's columns unqualified, and a
 * bare "id" inside the subquery would be the booking's own id, so the language was never found.
 */
export const latestBookingLanguage = () =>
  sql<
    'en' | 'sw' | null
  >`(select ${callbackRequests.language} from ${callbackRequests} where ${callbackRequests.userId} = ${sql.identifier('users')}.${sql.identifier('id')} order by ${callbackRequests.createdAt} desc limit 1)`;

/**
 * An active farmer account's phone and language; undefined for staff, a closed account, or a
 * Community-only one (no phone, and nothing of a farmer's to be told about).
 */
export async function noticeRecipient(db: Db, userId: string): Promise<NoticeRecipient | undefined> {
  const [row] = await db
    .select({ phone: users.phoneNumber, language: latestBookingLanguage() })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'farmer'), eq(users.status, 'active')));
  return row?.phone ? { phone: row.phone, language: row.language ?? 'sw' } : undefined;
}

/**
 * The notice for this event, made now by `channel` if there was none: answers it with whether it is
 * still to be sent (a retried job finds it made but unsent), or undefined when the farmer already
 * heard of this event.
 */
export async function claimNotice(
  db: Db,
  notice: {
    userId: string;
    kind: NotificationKind;
    eventKey: string;
    channel: NotificationChannel;
    at: Date;
  },
): Promise<{ id: string; channel: NotificationChannel } | undefined> {
  await db
    .insert(farmerNotices)
    .values({
      userId: notice.userId,
      kind: notice.kind,
      eventKey: notice.eventKey,
      channel: notice.channel,
      createdAt: notice.at,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: farmerNotices.id, channel: farmerNotices.channel, sentAt: farmerNotices.sentAt })
    .from(farmerNotices)
    .where(
      and(
        eq(farmerNotices.userId, notice.userId),
        eq(farmerNotices.kind, notice.kind),
        eq(farmerNotices.eventKey, notice.eventKey),
      ),
    );
  return row && !row.sentAt ? { id: row.id, channel: row.channel } : undefined;
}

export async function markNoticeSent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(farmerNotices).set({ sentAt: at }).where(eq(farmerNotices.id, id));
}
