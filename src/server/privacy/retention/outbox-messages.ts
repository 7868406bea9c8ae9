import { lt, sql } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema.ts';
import { DAY_MS, type RetentionRule } from './retention-rule.ts';

const KEEP_DAYS = 90;

/**
 * SMS and e-mails to users: the outbox is how operators answer "did the code reach me?" for a while;
 * after 90 days the whole message (recipient and body) goes, sent or not.
 */
export const outboxBodies: RetentionRule = {
  name: 'outbox-messages',
  rule: 'Outbox bodies: 90 days (issue 14).',
  async apply(tx, { now, dryRun }) {
    const old = lt(outboxMessages.createdAt, new Date(now.getTime() - KEEP_DAYS * DAY_MS));
    if (dryRun) return { outbox_messages: await tx.$count(outboxMessages, old) };
    const deleted = await tx
      .delete(outboxMessages)
      .where(old)
      .returning({ id: sql<number>`1` });
    return { outbox_messages: deleted.length };
  },
};
