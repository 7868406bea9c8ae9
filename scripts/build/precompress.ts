import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files a browser fetches whose bytes shrink when compressed; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml|wasm|onnx)$/;
/** Below this, the headers cost about what compression saves (the same threshold as the server's). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The build's files, without its dot files (never served, static-client.ts). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const entryPath = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(entryPath) : [entryPath];
  });
}

/**
 * Writes a `.br` and a `.gz` beside every compressible file of the client build, which the server sends
 * to a browser that accepts them (`preCompressed` in static-client.ts). Compressed per request, the
 * 14 MB ONNX runtime cost the server half a CPU-second each time anyone asked for it; once here, it
 * costs nothing to send, and at a higher quality than a per-request compressor can afford.
 */
export async function precompressFiles(dir: string): Promise<void> {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const variants = [
      ['.br', await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })],
      ['.gz', await gzipped(content, { level: 9 })],
    ] as const;
    for (const [extension, compressed] of variants) {
      if (compressed.length < content.length) writeFileSync(file + extension, compressed);
    }
  }
}
