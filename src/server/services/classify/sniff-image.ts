/**
 * What a photo really is, from its bytes rather than the client's claimed type or file name, and
 * whether anything rides along after the image ends (a polyglot: a photo that is also a zip or a page).
 */
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'heic';

const startsWith = (buffer: Buffer, bytes: number[], at = 0) =>
  buffer.length >= at + bytes.length && bytes.every((byte, i) => buffer[at + i] === byte);

const ascii = (buffer: Buffer, start: number, end: number) => buffer.subarray(start, end).toString('latin1');

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif']);

export function sniffImageType(buffer: Buffer): SniffedType | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WEBP') return 'webp';
  if (ascii(buffer, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(buffer, 8, 12))) return 'heic';
  return null;
}

/** Where the image format says the file ends; -1 when no end marker is found (a truncated file). */
export function imageEnd(buffer: Buffer, type: Exclude<SniffedType, 'heic'>): number {
  if (type === 'webp') return buffer.readUInt32LE(4) + 8;
  if (type === 'png') {
    const iend = buffer.lastIndexOf(Buffer.from('IEND', 'latin1'));
    return iend < 0 ? -1 : iend + 8;
  }
  const eoi = buffer.lastIndexOf(Buffer.from([0xff, 0xd9]));
  return eoi < 0 ? -1 : eoi + 2;
}

/** A zip's central directory sits at its end; finding one means an archive was glued on. */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const SCRIPT_MARKERS = ['<script', '<html', '<?php', '<svg'];

/** Bytes after the image's own end, beyond a little padding some cameras add, mean a polyglot. */
export function hasForeignPayload(buffer: Buffer, type: Exclude<SniffedType, 'heic'>, end: number): boolean {
  const trailer = buffer.subarray(end);
  if (trailer.some((byte) => byte !== 0x00 && byte !== 0xff)) return true;
  const tail = buffer.subarray(Math.max(0, buffer.length - 65_536));
  if (tail.includes(ZIP_END)) return true;
  const head = ascii(buffer, 0, Math.min(buffer.length, 4096)).toLowerCase();
  return SCRIPT_MARKERS.some((marker) => head.includes(marker));
}
