import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Caller } from '../farms/farm-access.ts';

/** A problem with one cell (or, with `field` null, the whole row): a key under `errors:field.`. */
export interface CellProblem {
  field: string | null;
  key: string;
  params?: Record<string, unknown>;
}

/** What an upload does with one good row: add a record, change one, or find it already so. */
export type Plan<Values> =
  | { action: 'create'; values: Values }
  | { action: 'update'; id: string; values: Values }
  | { action: 'unchanged' };

/**
 * One kind of upload. Rows are checked by the contract's schema first, then against the database
 * (`plan`), which loads what it needs for all rows at once so 50,000 rows take a few queries.
 */
export interface UploadKindSpec<Values> {
  columns: readonly string[];
  /** Columns whose cells are numbers, yes/no, or `;`-separated lists. */
  numbers?: readonly string[];
  booleans?: readonly string[];
  lists?: readonly string[];
  schema: z.ZodType<Values>;
  /** The natural key: two rows of one file with the same key are a mistake. */
  key: (values: Values) => string;
  keyField: string;
  /** Decides each row's action, or its problems, against what is stored. */
  plan: (db: Db, caller: Caller, rows: Values[]) => Promise<(Plan<Values> | CellProblem[])[]>;
  /** Writes the creates and updates, inside the upload's one transaction. */
  write: (
    db: Db,
    caller: Caller,
    creates: Values[],
    updates: { id: string; values: Values }[],
  ) => Promise<void>;
}
