import type { Db } from '../../db/database.ts';
import type { SqlExecutor } from '../../db/transaction-sql.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RetentionContext {
  /** The time the rule judges ages by; `--now` moves it for a rehearsal. */
  now: Date;
  /** Counts what would go and changes nothing. */
  dryRun: boolean;
  /** Queues the removal of photo files whose rows this run deletes, in the rule's transaction. */
  queueFileRemoval(keys: string[], db: SqlExecutor): Promise<void>;
}

/** How many rows of each kind a rule deleted (or, in a dry run, would delete). Never which. */
export type RetentionCounts = Record<string, number>;

/**
 * One retention rule of SPEC §9 or of the privacy issue: the line it carries out, quoted, and the
 * deletion, run in one transaction. Running it twice deletes nothing the second time.
 */
export interface RetentionRule {
  name: string;
  rule: string;
  apply(tx: Tx, context: RetentionContext): Promise<RetentionCounts>;
}

export const DAY_MS = 86_400_000;
