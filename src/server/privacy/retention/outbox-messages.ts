import { outboxMessagesBefore } from './retention-repository.ts';
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
    const old = outboxMessagesBefore(tx, new Date(now.getTime() - KEEP_DAYS * DAY_MS));
    return { outbox_messages: dryRun ? await old.count() : await old.delete() };
  },
};
