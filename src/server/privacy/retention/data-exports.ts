import { exportsExpiredBy } from './retention-repository.ts';
import type { RetentionRule } from './retention-rule.ts';

/** An export is a copy of everything about the person: it is kept only as long as it is offered. */
export const expiredExports: RetentionRule = {
  name: 'data-exports',
  rule: 'Export: available for 24 h (issue 14).',
  async apply(tx, { now, dryRun }) {
    const expired = exportsExpiredBy(tx, now);
    return { data_exports: dryRun ? await expired.count() : await expired.delete() };
  },
};
