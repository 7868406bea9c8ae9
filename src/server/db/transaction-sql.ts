import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/** What pg-boss needs to run its statements on a connection of ours. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** `$1`-style SQL text as a drizzle query, each placeholder bound to its value. */
function positional(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    // Drizzle drops an undefined value from the text; the driver would have sent it as NULL.
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * Runs raw SQL inside a drizzle transaction, so another library's writes (a pg-boss job) commit or roll
 * back together with ours. Works on PGlite and node-postgres alike: both answer with `rows`.
 */
export function executorFor(tx: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(positional(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
