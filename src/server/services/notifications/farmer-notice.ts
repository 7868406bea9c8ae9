import type { NotificationKind } from '../../../contract/notifications.ts';
import type { PushConfig } from '../../config/server-config.ts';
import type { Db } from '../../db/database.ts';
import { insertFarmerMessage } from '../callbacks/farmer-message-repository.ts';
import { messageTemplate } from '../outbox/message-templates.ts';
import type { OutboxWriter } from '../outbox/outbox-writer.ts';
import { claimNotice, markNoticeSent, noticeRecipient } from './farmer-notice-repository.ts';
import { notificationSettingsOf } from './notification-settings-repository.ts';
import { sendPush } from './web-push-sender.ts';

export interface FarmerNoticeDeps {
  db: Db;
  push: PushConfig;
  outbox: OutboxWriter;
  clock: () => Date;
}

/** How many characters of someone's words a notice quotes: with its frame, one SMS (160). */
const QUOTE_CHARS = 90;
/** Cut with three dots, not "…": that one character is outside GSM-7 and would cost the SMS half its room. */
export const noticeQuote = (text: string) =>
  text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 3)}...` : text;

/** The kinds besides outbreak alerts, which have their own drafting, approval and delivery. */
export type NoticeKind = Exclude<NotificationKind, 'outbreak'>;

export interface FarmerNotice {
  userId: string;
  kind: NoticeKind;
  /** The event, once per farmer: `callback:<booking>:<slot>`, `answer:<message>`… */
  eventKey: string;
  /** `locales/<lng>/messages.json`: `notice_<kind>` (the text) and `notice_<kind>_title`. */
  params: Record<string, string | number>;
  /** Where a tap on the push notification opens. */
  url: string;
  /**
   * What the farmer already has without this notice: an answer is in their chat already, and an
   * agronomist's answer came by SMS too. "Only in the chat" then adds nothing, and SMS is not sent twice.
   */
  already?: { chat?: boolean; sms?: boolean };
}

/**
 * Tells one farmer of one event, as their setting for its kind says: a push notification, an SMS
 * through the outbox, or a message in the chat; nothing while the kind is off (every kind is off until
 * chosen), and nothing to staff or a closed account. Once per event: the unique (farmer, kind, event)
 * index makes a second call a no-op, and a call after a failed send sends what is still owed. Answers
 * the channel used, or null.
 */
export async function sendFarmerNotice(deps: FarmerNoticeDeps, notice: FarmerNotice) {
  const { db } = deps;
  const setting = (await notificationSettingsOf(db, notice.userId)).find((one) => one.kind === notice.kind);
  if (!setting?.enabled) return null;
  const recipient = await noticeRecipient(db, notice.userId);
  if (!recipient) return null;
  const now = deps.clock();
  const text = (suffix = '') =>
    messageTemplate(recipient.language, `notice_${notice.kind}${suffix}`, notice.params);
  const claimed = await db.transaction(async (tx) => {
    const owed = await claimNotice(tx, { ...notice, channel: setting.channel, at: now });
    if (owed?.channel === 'chat' && !notice.already?.chat) {
      await insertFarmerMessage(tx, {
        userId: notice.userId,
        phone: recipient.phone,
        body: text(),
        noticeKind: notice.kind,
        authorName: 'Mimea',
        createdAt: now,
      });
    }
    return owed;
  });
  if (!claimed) return null;
  if (claimed.channel === 'sms' && !notice.already?.sms) {
    await deps.outbox.enqueue({
      channel: 'sms',
      recipient: recipient.phone,
      language: recipient.language,
      template: `notice_${notice.kind}`,
      body: text(),
    });
  } else if (claimed.channel === 'push') {
    await sendPush(db, deps.push, notice.userId, {
      title: text('_title'),
      body: text(),
      url: notice.url,
      tag: `${notice.kind}-${notice.eventKey}`,
    });
  }
  await markNoticeSent(db, claimed.id, deps.clock());
  return claimed.channel;
}
