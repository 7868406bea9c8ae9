import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Caller } from '../farms/farm-access.ts';

/** A problem with one cell (or, with `field` null, the whole row): a key under `errors:field.`. */
export interface CellProblem {
  field: string | null;
  key: string;
  params?: Record<string, unknown>;
}

/**
 * What an upload does with one good row: add a record, change one, or find it already so. `replaces`
 * names a shipped library entry the change would overwrite.
 */
export type Plan<Values> =
  | { action: 'create'; values: Values }
  | { action: 'update'; id: string; values: Values; replaces?: string }
  | { action: 'unchanged' };

/** How one row is decided, once `plan` has loaded what deciding needs. */
export type Decide<Values> = (values: Values) => Plan<Values> | CellProblem[];

/** What the uploader asked for beyond the file. */
export interface PlanOptions {
  /** A pest row may overwrite a library entry that shipped with Mimea. */
  replaceShipped: boolean;
}

/**
 * A column whose cells name something stored (a ward, a crop). Checked for rows the schema refused
 * too, so one answer lists all of a row's problems instead of the unknown ward after the rest is fixed.
 */
export interface Reference {
  column: string;
  key: string;
  /** Which of `values` are known. */
  known: (db: Db, values: string[]) => Promise<Set<string>>;
}

/**
 * One kind of upload. Rows are checked by the contract's schema first, then against the database
 * (`plan`), which loads what it needs for all rows at once so 50,000 rows take a few queries.
 */
export interface UploadKindSpec<Values> {
  columns: readonly string[];
  /** Who may upload this kind: whoever may write the same records through the JSON API. */
  mayUpload: (caller: Caller) => boolean;
  /** Columns whose cells are numbers, yes/no, or `;`-separated lists. */
  numbers?: readonly string[];
  booleans?: readonly string[];
  lists?: readonly string[];
  /** Columns whose cells are years of 4 digits: a full date there is a common spreadsheet slip. */
  years?: readonly string[];
  schema: z.ZodType<Values>;
  references?: readonly Reference[];
  /** The natural key: two rows of one file with the same key are a mistake. */
  key: (values: Values) => string;
  keyField: string;
  /** Loads what is stored for these rows, and answers how each is decided. */
  plan: (db: Db, caller: Caller, rows: Values[], options: PlanOptions) => Promise<Decide<Values>>;
  /** Writes the creates and updates, inside the upload's one transaction. */
  write: (
    db: Db,
    caller: Caller,
    creates: Values[],
    updates: { id: string; values: Values }[],
  ) => Promise<void>;
}

/** Same values as stored (the stored row mapped back through `columns`), so nothing needs writing. */
export const same = (stored: Record<string, unknown>, wanted: Record<string, unknown>) =>
  Object.entries(wanted).every(
    ([key, value]) => JSON.stringify(stored[key] ?? null) === JSON.stringify(value ?? null),
  );

/**
 * A name as two rows are compared: "DupName" and "dupname " are one product to the person who typed
 * them, within a file and against what is stored.
 */
export const nameKey = (name: string) => name.toLowerCase().replace(/\s+/g, '');
