import { and, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** How a table's rows are matched to what ships: the key's columns, and the same key as one text. */
export interface RowKey<Row> {
  columns: [PgColumn, ...PgColumn[]];
  /** The key as one text in SQL, equal to `of` for the same row. */
  text: SQLWrapper;
  of: (row: Row) => string;
}

/**
 * Writes what ships over a table by key: rows updated in place, new ones added, those no longer
 * shipped removed. Rows outside `shipped` (a data manager's additions, changes and uploads) are left
 * alone, whether the pack has their key or not.
 */
export async function reseed<T extends PgTable>(
  db: Db,
  table: T,
  key: RowKey<T['$inferInsert']>,
  rows: T['$inferInsert'][],
  shipped: SQL,
): Promise<void> {
  const columns = table as never as Record<string, PgColumn>;
  const keyNames = new Set(key.columns.map((column) => column.name));
  // Only the columns the pack gives, so a database default (a row's id) is never rewritten.
  const set = Object.fromEntries(
    Object.keys(rows[0] ?? {})
      .filter((name) => !keyNames.has(columns[name]!.name))
      .map((name) => [name, sql.raw(`excluded.${columns[name]!.name}`)]),
  );
  await db.transaction(async (tx) => {
    await tx.delete(table).where(and(notInArray(key.text, rows.map(key.of)), shipped));
    if (rows.length === 0) return;
    await tx
      .insert(table)
      .values(rows as never)
      .onConflictDoUpdate({ target: key.columns, set: set as never, setWhere: shipped });
  });
}
