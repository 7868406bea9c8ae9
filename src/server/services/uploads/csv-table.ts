import { parse } from 'csv-parse';
import type { CsvEncoding } from '../../../contract/upload.ts';
import { MAX_UPLOAD_ROWS } from '../../../contract/upload.ts';
import { ApiError } from '../../errors/api-error.ts';
import { decodeCsv } from './csv-encoding.ts';
import { takingTurns } from './taking-turns.ts';

/** A CSV file's header and data rows, as text exactly as written: nothing is evaluated. */
export interface CsvTable {
  header: string[];
  rows: string[][];
  encoding: CsvEncoding;
}

/**
 * Characters one row may hold, longer than any row of a template (a library entry's texts in two
 * languages included). A 4 MB row of two million cells took csv-parse 8 seconds, and a 9 MB cell
 * more than one.
 */
const MAX_ROW_CHARACTERS = 65_536;
/** Characters handed to the parser at a time, between which other requests take their turn. */
const PARSE_CHUNK = 16 * 1024;

/**
 * Whether a line is longer than a row may be. Checked before parsing, since csv-parse's own limit
 * counts the characters of cells but not the commas between them: a million empty cells pass it.
 */
function hasLongLine(text: string): boolean {
  // Any line ending, old Mac spreadsheets' lone \r included.
  const ending = /\r\n?|\n/g;
  let start = 0;
  for (let match = ending.exec(text); match; match = ending.exec(text)) {
    if (match.index - start > MAX_ROW_CHARACTERS) return true;
    start = match.index + match[0].length;
  }
  return text.length - start > MAX_ROW_CHARACTERS;
}

const rowTooLong = () =>
  new ApiError(413, 'csv_row_too_long', { characters: MAX_ROW_CHARACTERS.toLocaleString('en') });

/** Spreadsheet programs in Kenya save with `,` or, under some regional settings, `;`. */
function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Splits the text into cells, a chunk at a time: parsed in one go, a 10 MB file held every other
 * request for over half a second.
 */
async function parseInTurns(text: string): Promise<string[][]> {
  const records: string[][] = [];
  const parser = parse({
    delimiter: delimiterOf(text),
    relax_column_count: true,
    skip_empty_lines: true,
    // The templates state their rules on lines starting with `#` (issue 38 §6); a `#` inside a cell is text.
    comment: '#',
    comment_no_infix: true,
    max_record_size: MAX_ROW_CHARACTERS,
    // One more row than allowed is enough to know the file is too long.
    to: MAX_UPLOAD_ROWS + 2,
  });
  let failure: unknown = null;
  parser.on('data', (record: string[]) => records.push(record));
  parser.on('error', (error) => {
    failure = error;
  });
  const turn = takingTurns();
  for (
    let start = 0;
    start < text.length && failure === null && !parser.writableEnded;
    start += PARSE_CHUNK
  ) {
    parser.write(text.slice(start, start + PARSE_CHUNK));
    await turn();
  }
  if (failure === null && !parser.writableEnded) {
    await new Promise<void>((resolve) => {
      parser.once('end', resolve);
      parser.once('error', () => resolve());
      parser.end();
      parser.resume();
    });
  }
  if (failure !== null) {
    // A quoted cell may run over many short lines; the parser counts its characters.
    if ((failure as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') throw rowTooLong();
    throw new ApiError(400, 'csv_unreadable');
  }
  return records;
}

/** Reads the file's encoding (csv-encoding.ts) and splits it into cells. */
export async function readCsv(file: Buffer): Promise<CsvTable> {
  const { text, encoding } = decodeCsv(file);
  if (hasLongLine(text)) throw rowTooLong();
  const [header = [], ...rows] = await parseInTurns(text);
  if (rows.length > MAX_UPLOAD_ROWS) {
    throw new ApiError(413, 'upload_too_many_rows', { rows: MAX_UPLOAD_ROWS.toLocaleString('en') });
  }
  return { header: header.map((name) => name.trim().toLowerCase()), rows, encoding };
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
