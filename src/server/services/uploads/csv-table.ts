import { parse } from 'csv-parse/sync';
import { MAX_UPLOAD_ROWS } from '../../../contract/upload.ts';
import { ApiError } from '../../errors/api-error.ts';

/** A CSV file's header and data rows, as text exactly as written: nothing is evaluated. */
export interface CsvTable {
  header: string[];
  rows: string[][];
}

/** Spreadsheet programs in Kenya save with `,` or, under some regional settings, `;`. */
function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** Decodes UTF-8 (with or without a byte order mark) and splits the file into cells. */
export function readCsv(file: Buffer): CsvTable {
  const text = file.toString('utf8').replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      // One more row than allowed is enough to know the file is too long.
      to: MAX_UPLOAD_ROWS + 2,
    });
  } catch {
    throw new ApiError(400, 'csv_unreadable');
  }
  const [header = [], ...rows] = records;
  if (rows.length > MAX_UPLOAD_ROWS) {
    throw new ApiError(413, 'upload_too_many_rows', { rows: MAX_UPLOAD_ROWS.toLocaleString('en') });
  }
  return { header: header.map((name) => name.trim().toLowerCase()), rows };
}

/** Cells a spreadsheet would run as a formula: they are kept as text, and escaped when written out. */
export const looksLikeFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell);

/** A cell for a CSV the app writes: quoted when needed, and a formula-like one behind a `'`. */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' && looksLikeFormula(value) ? `'${value}` : String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: (string | number | boolean | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
