import { lt, sql } from 'drizzle-orm';
import { dataExports } from '../../db/schema.ts';
import type { RetentionRule } from './retention-rule.ts';

/** An export is a copy of everything about the person: it is kept only as long as it is offered. */
export const expiredExports: RetentionRule = {
  name: 'data-exports',
  rule: 'Export: available for 24 h (issue 14).',
  async apply(tx, { now, dryRun }) {
    const expired = lt(dataExports.expiresAt, now);
    if (dryRun) return { data_exports: await tx.$count(dataExports, expired) };
    const deleted = await tx
      .delete(dataExports)
      .where(expired)
      .returning({ id: sql<number>`1` });
    return { data_exports: deleted.length };
  },
};
