import type { CsvEncoding } from '../../../contract/upload.ts';
import { ApiError } from '../../errors/api-error.ts';

/** A file's text, and which of the encodings a spreadsheet saves in it was read as. */
export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
}

const startsWith = (file: Buffer, ...bytes: number[]) => bytes.every((byte, index) => file[index] === byte);

/** Bytes Windows-1252 leaves undefined: a file holding them was written in some other encoding. */
const UNDEFINED_IN_WINDOWS_1252 = /[\u0081\u008d\u008f\u0090\u009d]/;

/**
 * UTF-16 without a byte order mark: text of the Latin alphabet has a zero byte in every other place.
 * Checked on the first bytes only; a NUL or two in a UTF-8 cell is that row's error, not this.
 */
function looksLikeUtf16WithoutMark(file: Buffer): boolean {
  const sample = file.subarray(0, 1024);
  let even = 0;
  let odd = 0;
  for (let index = 0; index < sample.length; index += 1) {
    if (sample[index] !== 0) continue;
    if (index % 2 === 0) even += 1;
    else odd += 1;
  }
  return Math.max(even, odd) > sample.length / 4;
}

function decoded(file: Buffer, label: string, encoding: CsvEncoding, skip: number): DecodedCsv {
  try {
    return { text: new TextDecoder(label, { fatal: true }).decode(file.subarray(skip)), encoding };
  } catch {
    throw new ApiError(400, 'csv_encoding_broken', { encoding: label.toUpperCase() });
  }
}

/**
 * Reads the bytes as the encodings spreadsheet programs save CSV in: UTF-8 (Excel's "CSV UTF-8" adds
 * a byte order mark), UTF-16 with its mark ("Unicode text"), and Windows-1252 (Excel's plain "CSV" on
 * Windows) when the bytes are not UTF-8. Read as UTF-8 regardless, "Wénjiku" was stored as "W�njiku".
 * Anything else is refused with what is wrong with it, not read into "column missing" errors.
 */
export function decodeCsv(file: Buffer): DecodedCsv {
  if (startsWith(file, 0xff, 0xfe, 0, 0) || startsWith(file, 0, 0, 0xfe, 0xff))
    throw new ApiError(400, 'csv_encoding_utf32');
  if (startsWith(file, 0x50, 0x4b, 3, 4) || startsWith(file, 0xd0, 0xcf, 0x11, 0xe0))
    throw new ApiError(400, 'csv_is_workbook');
  if (startsWith(file, 0xef, 0xbb, 0xbf)) return decoded(file, 'utf-8', 'utf-8-bom', 3);
  if (startsWith(file, 0xff, 0xfe)) return decoded(file, 'utf-16le', 'utf-16le', 2);
  if (startsWith(file, 0xfe, 0xff)) return decoded(file, 'utf-16be', 'utf-16be', 2);
  if (looksLikeUtf16WithoutMark(file)) throw new ApiError(400, 'csv_encoding_utf16_unmarked');
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(file), encoding: 'utf-8' };
  } catch {
    const text = new TextDecoder('windows-1252').decode(file);
    if (UNDEFINED_IN_WINDOWS_1252.test(text)) throw new ApiError(400, 'csv_encoding_unknown');
    return { text, encoding: 'windows-1252' };
  }
}
