import { outbreakWeekOf } from '../../../contract/outbreak-week.ts';
import type { PushConfig } from '../../config/server-config.ts';
import type { Db } from '../../db/database.ts';
import { wardNeighbours } from '../../places/ward-neighbours.ts';
import { insertFarmerMessage } from '../callbacks/farmer-message-repository.ts';
import { notificationSettingsOf } from '../notifications/notification-settings-repository.ts';
import { sendPush } from '../notifications/web-push-sender.ts';
import { messageTemplate } from '../outbox/message-templates.ts';
import type { OutboxWriter } from '../outbox/outbox-writer.ts';
import {
  alertDraftRow,
  alertRecipientsIn,
  markAlertDeliverySent,
  recordAlertDelivery,
  unsentAlertDeliveries,
  type AlertRecipient,
} from './alert-delivery-repository.ts';
import { alertDraftById } from './alert-draft-repository.ts';

export interface AlertDeliveryDeps {
  db: Db;
  push: PushConfig;
  outbox: OutboxWriter;
  clock: () => Date;
}

/**
 * Delivers an approved alert to the farmers of its ward and the neighbouring wards: in the chat (as a
 * message from Mimea, which the chat fetches with the staff's answers), and by push or SMS where their
 * outbreak setting is on with that channel. A farmer who turned outbreak alerts off gets nothing;
 * one who never chose sees it in the chat only. Each farmer's delivery is recorded with the chat
 * message in one transaction, and the unique (farmer, condition, ward, week) index keeps a second alert
 * that week out. Safe to re-run: push and SMS go only to deliveries not yet marked sent.
 */
export async function deliverApprovedAlert(deps: AlertDeliveryDeps, draftId: string): Promise<void> {
  const { db } = deps;
  const row = await alertDraftRow(db, draftId);
  const draft = await alertDraftById(db, draftId);
  if (!row || !draft || row.status !== 'approved') return;
  const now = deps.clock();
  const week = outbreakWeekOf(now);
  const recipients = await alertRecipientsIn(db, [row.wardId, ...wardNeighbours(row.wardId)]);
  const textIn = (recipient: AlertRecipient) => (recipient.language === 'en' ? row.textEn : row.textSw);
  for (const recipient of recipients) {
    const setting = (await notificationSettingsOf(db, recipient.userId)).find(
      (one) => one.kind === 'outbreak',
    )!;
    if (setting.chosen && !setting.enabled) continue;
    const channel = setting.enabled ? setting.channel : 'chat';
    await db.transaction(async (tx) => {
      if (!(await recordAlertDelivery(tx, row, { userId: recipient.userId, week, channel, at: now }))) return;
      await insertFarmerMessage(tx, {
        userId: recipient.userId,
        phone: recipient.phone,
        body: textIn(recipient),
        alertDraftId: row.id,
        authorName: 'Mimea',
        createdAt: now,
      });
    });
  }
  const byUser = new Map(recipients.map((recipient) => [recipient.userId, recipient]));
  for (const delivery of await unsentAlertDeliveries(db, draftId)) {
    const recipient = byUser.get(delivery.userId);
    if (recipient && delivery.channel === 'sms') {
      await deps.outbox.enqueue({
        channel: 'sms',
        recipient: recipient.phone,
        language: recipient.language,
        template: 'outbreak_alert',
        body: textIn(recipient),
      });
    } else if (recipient && delivery.channel === 'push') {
      await sendPush(db, deps.push, recipient.userId, {
        title: messageTemplate(recipient.language, 'outbreak_alert_title', { ward: draft.ward_name }),
        body: textIn(recipient),
        url: `/?alert=${draftId}`,
        tag: `outbreak-${row.condition}-${row.wardId}`,
      });
    }
    await markAlertDeliverySent(db, delivery.id, deps.clock());
  }
}
