import { hasDirectionControl } from '../../../contract/person-name.ts';
import { hasControlCharacter } from '../../../contract/plain-text.ts';
import type { UploadError, UploadResult } from '../../../contract/upload.ts';
import type { Db } from '../../db/database.ts';
import type { Translate } from '../../i18n/server-translator.ts';
import type { Caller } from '../farms/farm-access.ts';
import type { CsvTable } from './csv-table.ts';
import { nextTurn, takingTurns } from './taking-turns.ts';
import { shownCell } from './shown-cell.ts';
import type { CellProblem, UploadKindSpec } from './upload-kind.ts';

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

/**
 * A cell's characters: control characters (NUL above all, which PostgreSQL cannot store) and the
 * direction controls that make text read as other text. Every cell of every kind is checked, since
 * a kind's schema checks only what it knows of.
 */
function characterProblem(column: string, cell: string): CellProblem | null {
  if (hasControlCharacter(cell)) return { field: column, key: 'invalid_characters' };
  if (hasDirectionControl(cell)) return { field: column, key: 'direction_marks' };
  return null;
}

/** One row's cells as the schema's input: empty cells left out (so defaults apply), types read. */
function rowInput<Values>(spec: UploadKindSpec<Values>, header: string[], cells: string[]) {
  const input: Record<string, unknown> = {};
  header.forEach((column, index) => {
    const cell = (cells[index] ?? '').trim();
    if (cell === '' || !spec.columns.includes(column)) return;
    if (spec.numbers?.includes(column) || spec.years?.includes(column))
      input[column] = Number.isNaN(Number(cell)) ? cell : Number(cell);
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

interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  values?: unknown[];
}

/** A schema issue as a cell problem that states the rule: the allowed values, yes or no, a number. */
function issueProblem<Values>(
  spec: UploadKindSpec<Values>,
  input: Record<string, unknown>,
  issue: SchemaIssue,
): CellProblem {
  const field = String(issue.path[0] ?? '') || null;
  // A cell that stayed text where a number or yes/no was wanted.
  const wrongText = issue.code === 'invalid_type' && field !== null && typeof input[field] === 'string';
  if (field && wrongText && spec.booleans?.includes(field)) return { field, key: 'yes_or_no' };
  if (field && wrongText && spec.years?.includes(field)) return { field, key: 'year_expected' };
  if (field && wrongText && spec.numbers?.includes(field)) return { field, key: 'number_expected' };
  if (issue.code === 'invalid_value' && issue.values)
    return { field, key: 'one_of', params: { values: issue.values.join(', ') } };
  return {
    field,
    key: issue.message,
    params: {
      ...(issue.minimum !== undefined ? { minimum: Number(issue.minimum) } : {}),
      ...(issue.maximum !== undefined ? { maximum: Number(issue.maximum) } : {}),
    },
  };
}

/** The header's own problems: a column missing, unknown, or given twice. */
function headerProblems<Values>(spec: UploadKindSpec<Values>, header: string[]): CellProblem[] {
  const missing = spec.columns.filter((column) => !header.includes(column) && isRequired(spec, column));
  const unknown = header.filter((column) => !spec.columns.includes(column));
  // Two columns of one name: which of them counts would be a guess.
  const repeated = [...new Set(header.filter((column, index) => header.indexOf(column) !== index))];
  return [
    ...missing.map((column) => ({ field: column, key: 'column_missing' })),
    ...unknown.map((column) => ({ field: column, key: 'column_unknown' })),
    ...repeated.map((column) => ({ field: column, key: 'column_repeated' })),
  ];
}

export interface ImportOptions {
  dryRun: boolean;
  replaceShipped?: boolean;
  translate: Translate;
  /** Told how many rows are done, for a background import's progress. */
  progress?: (processed: number) => Promise<void>;
  /**
   * Each batch of rows in its own short transaction instead of all in one (see writeInBatches). Only a
   * background import does so: it keeps the file and, told `decided` first, can finish after a crash.
   */
  inSteps?: boolean;
  /** Told the answer once every row is checked and decided, before anything is written. */
  decided?: (result: UploadResult) => Promise<void>;
}

/** Rows written per batch: on PGlite, a few tens of milliseconds of statements. */
const WRITE_BATCH = 200;

/**
 * Writes the decided rows a batch at a time, giving other requests their turn between batches. In one
 * transaction, other requests' queries still wait for all of it on PGlite, whose one connection the
 * transaction holds (PostgreSQL serves them beside it); `inSteps` commits each batch, so they wait for
 * one batch at most.
 */
async function writeInBatches<Values>(
  db: Db,
  caller: Caller,
  spec: UploadKindSpec<Values>,
  creates: Values[],
  updates: { id: string; values: Values }[],
  inSteps = false,
): Promise<void> {
  const batches: { creates: Values[]; updates: typeof updates }[] = [];
  for (let start = 0; start < creates.length; start += WRITE_BATCH)
    batches.push({ creates: creates.slice(start, start + WRITE_BATCH), updates: [] });
  for (let start = 0; start < updates.length; start += WRITE_BATCH)
    batches.push({ creates: [], updates: updates.slice(start, start + WRITE_BATCH) });
  const writeAll = async (write: (batch: (typeof batches)[number]) => Promise<void>) => {
    for (const batch of batches) {
      await write(batch);
      // PGlite answers without waiting on anything: without this, a chain of statements never lets go.
      await nextTurn();
    }
  };
  const writeBatch = (into: Db, batch: (typeof batches)[number]) =>
    spec.write(into, caller, batch.creates, batch.updates);
  if (inSteps) await writeAll((batch) => db.transaction((tx) => writeBatch(tx as unknown as Db, batch)));
  else await db.transaction((tx) => writeAll((batch) => writeBatch(tx as unknown as Db, batch)));
}

/**
 * Checks every row, reports every problem, and writes only when there are none: all or nothing (one
 * transaction, or in steps that a background import finishes after a crash). A dry run checks the
 * same way and writes nothing. Long loops take turns with other requests (taking-turns.ts).
 */
export async function importCsv<Values>(
  db: Db,
  caller: Caller,
  spec: UploadKindSpec<Values>,
  table: CsvTable,
  options: ImportOptions,
): Promise<UploadResult> {
  const { encoding } = table;
  const errors: UploadError[] = [];
  const full = () => errors.length >= MAX_LISTED_PROBLEMS;
  const report = (row: number, problem: CellProblem) => {
    if (full()) return;
    // Row 1 is the header, and a missing column or a whole-row problem has no cell to show.
    const column = problem.field === null ? -1 : table.header.indexOf(problem.field);
    const cell = row < 2 || column < 0 ? undefined : table.rows[row - 2]?.[column];
    errors.push({
      row,
      field: problem.field,
      value: cell === undefined ? null : shownCell(cell),
      detail: options.translate(`field.${problem.key}`, problem.params ?? {}),
    });
  };
  const refused = () => ({ created: 0, updated: 0, unchanged: 0, errors, encoding });
  const turn = takingTurns();

  for (const problem of headerProblems(spec, table.header)) report(1, problem);
  if (errors.length > 0) return refused();

  const good: { row: number; values: Values }[] = [];
  /** Rows the schema refused, with their cells, for the reference checks. */
  const bad: { row: number; input: Record<string, unknown>; reported: Set<string | null> }[] = [];
  const seen = new Map<string, number>();
  for (const [index, cells] of table.rows.entries()) {
    if (full()) return refused();
    await turn();
    const row = index + 2;
    if (index > 0 && index % PROGRESS_EVERY === 0) await options.progress?.(index);
    if (cells.length > table.header.length) {
      report(row, { field: null, key: 'row_too_many_cells', params: { maximum: table.header.length } });
      continue;
    }
    const problems = table.header.flatMap((column, at) => characterProblem(column, cells[at] ?? '') ?? []);
    const input = rowInput(spec, table.header, cells);
    const parsed = spec.schema.safeParse(input);
    const reported = new Set(problems.map((problem) => problem.field));
    for (const issue of parsed.error?.issues ?? []) {
      const problem = issueProblem(spec, input, issue as SchemaIssue);
      // A cell already named for its characters is not named again for what they broke.
      if (!reported.has(problem.field) || problem.field === null) problems.push(problem);
    }
    if (problems.length > 0 || !parsed.success) {
      for (const problem of problems) report(row, problem);
      bad.push({ row, input, reported: new Set(problems.map((problem) => problem.field)) });
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

  for (const reference of spec.references ?? []) {
    const cellOf = (input: Record<string, unknown>) => input[reference.column];
    // A cell already refused (its characters, its format) is not looked up: NUL cannot even be sent.
    const named = bad.filter(
      (entry) => typeof cellOf(entry.input) === 'string' && !entry.reported.has(reference.column),
    );
    const known = await reference.known(db, [
      ...new Set(named.map((entry) => cellOf(entry.input) as string)),
    ]);
    for (const entry of named) {
      if (!known.has(cellOf(entry.input) as string))
        report(entry.row, { field: reference.column, key: reference.key });
    }
  }

  const decide = await spec.plan(
    db,
    caller,
    good.map((entry) => entry.values),
    { replaceShipped: options.replaceShipped ?? false },
  );
  const creates: Values[] = [];
  const updates: { id: string; values: Values }[] = [];
  const replaced: string[] = [];
  let unchanged = 0;
  for (const { row, values } of good) {
    await turn();
    const plan = decide(values);
    if (Array.isArray(plan)) {
      for (const problem of plan) report(row, problem);
    } else if (plan.action === 'create') creates.push(plan.values);
    else if (plan.action === 'update') {
      updates.push({ id: plan.id, values: plan.values });
      if (plan.replaces) replaced.push(plan.replaces);
    } else unchanged += 1;
  }
  // Stable: a row's problems stay in the order of its columns.
  errors.sort((a, b) => a.row - b.row);
  if (errors.length > 0) return refused();
  const result = {
    created: creates.length,
    updated: updates.length,
    unchanged,
    errors,
    encoding,
    ...(replaced.length > 0 ? { replaced_shipped: replaced } : {}),
  };
  if (!options.dryRun) {
    await options.decided?.(result);
    await writeInBatches(db, caller, spec, creates, updates, options.inSteps);
  }
  await options.progress?.(table.rows.length);
  return result;
}

/** A column the template has that a file may leave out only if every row could leave it empty. */
function isRequired<Values>(spec: UploadKindSpec<Values>, column: string): boolean {
  return spec.schema.safeParse({}).error?.issues.some((issue) => issue.path[0] === column) ?? false;
}
