import { parse } from 'csv-parse/sync';
import { MAX_UPLOAD_ROWS } from '../../../contract/upload.ts';
import { ApiError } from '../../errors/api-error.ts';

/** A CSV file's header and data rows, as text exactly as written: nothing is evaluated. */
export interface CsvTable {
  header: string[];
  rows: string[][];
}

/**
 * Characters one row may hold, longer than any row of a template (a library entry's texts in two
 * languages included). csv-parse reads a file in one go, holding up every other request meanwhile: a
 * 4 MB row of two million cells took 8 seconds, and a 9 MB cell more than one.
 */
const MAX_ROW_CHARACTERS = 65_536;

/**
 * Whether a line is longer than a row may be. Checked before parsing, since csv-parse's own limit
 * counts the characters of cells but not the commas between them: a million empty cells pass it.
 */
function hasLongLine(text: string): boolean {
  // Any line ending, old Mac spreadsheets' lone \r included.
  return text.split(/\r\n?|\n/).some((line) => line.length > MAX_ROW_CHARACTERS);
}

const rowTooLong = () =>
  new ApiError(413, 'csv_row_too_long', { characters: MAX_ROW_CHARACTERS.toLocaleString('en') });

/** Spreadsheet programs in Kenya save with `,` or, under some regional settings, `;`. */
function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** Decodes UTF-8 (with or without a byte order mark) and splits the file into cells. */
export function readCsv(file: Buffer): CsvTable {
  const text = file.toString('utf8').replace(/^\uFEFF/, '');
  if (hasLongLine(text)) throw rowTooLong();
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_ROW_CHARACTERS,
      // One more row than allowed is enough to know the file is too long.
      to: MAX_UPLOAD_ROWS + 2,
    });
  } catch (error) {
    // A quoted cell may run over many short lines; the parser counts its characters.
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') throw rowTooLong();
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
