import type { UploadError, UploadResult } from '../../../contract/upload.ts';
import type { Db } from '../../db/database.ts';
import type { Translate } from '../../i18n/server-translator.ts';
import type { Caller } from '../farms/farm-access.ts';
import type { CsvTable } from './csv-table.ts';
import type { CellProblem, Plan, UploadKindSpec } from './upload-kind.ts';

/** A background import reports its progress this often. */
const PROGRESS_EVERY = 5_000;
/**
 * Problems listed at most, the first ones found: a header of two million unknown columns made two
 * million translated problems, held the server for half a minute and answered 198 MB. Nothing is
 * written while there is one, so the first hundred are enough to start fixing the file.
 */
export const MAX_LISTED_PROBLEMS = 100;
const YES = new Set(['true', 'yes', '1', 'ndiyo', 'ndio']);
const NO = new Set(['false', 'no', '0', 'hapana']);

/** One row's cells as the schema's input: empty cells left out (so defaults apply), types read. */
function rowInput<Values>(spec: UploadKindSpec<Values>, header: string[], cells: string[]) {
  const input: Record<string, unknown> = {};
  header.forEach((column, index) => {
    const cell = (cells[index] ?? '').trim();
    if (cell === '' || !spec.columns.includes(column)) return;
    if (spec.numbers?.includes(column)) input[column] = Number.isNaN(Number(cell)) ? cell : Number(cell);
    else if (spec.booleans?.includes(column)) {
      const word = cell.toLowerCase();
      input[column] = YES.has(word) ? true : NO.has(word) ? false : cell;
    } else if (spec.lists?.includes(column)) {
      input[column] = cell
        .split(';')
        .map((item) => item.trim())
        .filter(Boolean);
    } else input[column] = cell;
  });
  return input;
}

export interface ImportOptions {
  dryRun: boolean;
  translate: Translate;
  /** Told how many rows are done, for a background import's progress. */
  progress?: (processed: number) => Promise<void>;
}

/**
 * Checks every row, reports every problem, and writes only when there are none: all or nothing, in
 * one transaction. A dry run checks the same way and writes nothing.
 */
export async function importCsv<Values>(
  db: Db,
  caller: Caller,
  spec: UploadKindSpec<Values>,
  table: CsvTable,
  options: ImportOptions,
): Promise<UploadResult> {
  const errors: UploadError[] = [];
  const full = () => errors.length >= MAX_LISTED_PROBLEMS;
  const report = (row: number, problem: CellProblem) => {
    if (full()) return;
    errors.push({
      row,
      field: problem.field,
      detail: options.translate(`field.${problem.key}`, problem.params ?? {}),
    });
  };

  const missing = spec.columns.filter((column) => !table.header.includes(column) && isRequired(spec, column));
  const unknown = table.header.filter((column) => !spec.columns.includes(column));
  for (const column of missing) report(1, { field: column, key: 'column_missing' });
  for (const column of unknown) report(1, { field: column, key: 'column_unknown' });
  if (errors.length > 0) return { created: 0, updated: 0, unchanged: 0, errors };

  const good: { row: number; values: Values }[] = [];
  const seen = new Map<string, number>();
  for (const [index, cells] of table.rows.entries()) {
    if (full()) return { created: 0, updated: 0, unchanged: 0, errors };
    const row = index + 2;
    if (index > 0 && index % PROGRESS_EVERY === 0) await options.progress?.(index);
    if (cells.length > table.header.length) {
      report(row, { field: null, key: 'row_too_many_cells', params: { maximum: table.header.length } });
      continue;
    }
    const parsed = spec.schema.safeParse(rowInput(spec, table.header, cells));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const params = issue as { minimum?: unknown; maximum?: unknown };
        report(row, {
          field: String(issue.path[0] ?? '') || null,
          key: issue.message,
          params: {
            ...(params.minimum !== undefined ? { minimum: Number(params.minimum) } : {}),
            ...(params.maximum !== undefined ? { maximum: Number(params.maximum) } : {}),
          },
        });
      }
      continue;
    }
    const key = spec.key(parsed.data);
    const first = seen.get(key);
    if (first !== undefined) {
      report(row, { field: spec.keyField, key: 'duplicate_in_file', params: { row: first } });
      continue;
    }
    seen.set(key, row);
    good.push({ row, values: parsed.data });
  }

  const plans = await spec.plan(
    db,
    caller,
    good.map((entry) => entry.values),
  );
  const creates: Values[] = [];
  const updates: { id: string; values: Values }[] = [];
  let unchanged = 0;
  plans.forEach((plan, index) => {
    if (Array.isArray(plan)) {
      for (const problem of plan) report(good[index]!.row, problem);
      return;
    }
    const decided = plan as Plan<Values>;
    if (decided.action === 'create') creates.push(decided.values);
    else if (decided.action === 'update') updates.push({ id: decided.id, values: decided.values });
    else unchanged += 1;
  });
  errors.sort((a, b) => a.row - b.row);
  const result = { created: creates.length, updated: updates.length, unchanged, errors };
  if (errors.length > 0) return { created: 0, updated: 0, unchanged: 0, errors };
  if (!options.dryRun) {
    await db.transaction(async (tx) => spec.write(tx as unknown as Db, caller, creates, updates));
  }
  await options.progress?.(table.rows.length);
  return result;
}

/** A column the template has that a file may leave out only if every row could leave it empty. */
function isRequired<Values>(spec: UploadKindSpec<Values>, column: string): boolean {
  return spec.schema.safeParse({}).error?.issues.some((issue) => issue.path[0] === column) ?? false;
}
