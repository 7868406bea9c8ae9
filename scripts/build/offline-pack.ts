import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LABELS_FILE, MODEL_BASE, MODEL_FILE, REFERENCE_CREDITS } from '../../src/ml/browser-model-names.ts';

/** Read by "Download for offline use" (src/api/offline-files.ts) and precached with the shell. */
export const OFFLINE_PACK_FILE = 'offline-pack.json';
/** ONNX Runtime's WebAssembly build, as Vite names the two files src/ml/model-files.ts imports. */
const RUNTIME = /^ort-wasm-simd-threaded-[\w-]+\.(wasm|mjs)$/;
/** The build's compressed copies (scripts/build/precompress.ts) are another way to send a file, not another file. */
const COMPRESSED_COPY = /\.(br|gz)$/;

const filesIn = (outDir: string, folder: string, keep: (name: string) => boolean) =>
  readdirSync(path.join(outDir, folder))
    .filter((name) => keep(name) && !COMPRESSED_COPY.test(name))
    .map((name) => `/${folder}/${name}`);

/**
 * Writes the list of files a plant check needs offline, each with the bytes it takes on the phone: the
 * model, its labels and runtime, the reference photos and their credits, the library's pictures. Known
 * here, the size costs the farmer one small request instead of one per file, and the cached files take
 * exactly these bytes (a cache keeps a file as it is, not as it was compressed on the way).
 */
export function writeOfflinePack(outDir: string): void {
  const urls = [
    `${MODEL_BASE}${LABELS_FILE}`,
    `${MODEL_BASE}${MODEL_FILE}`,
    ...filesIn(outDir, 'assets', (name) => RUNTIME.test(name)),
    REFERENCE_CREDITS,
    ...filesIn(outDir, 'reference-photos', (name) => name.endsWith('.webp')),
    ...filesIn(outDir, 'library', (name) => name.endsWith('.jpg')),
  ];
  const files = Object.fromEntries(urls.map((url) => [url, statSync(path.join(outDir, url)).size]));
  writeFileSync(path.join(outDir, OFFLINE_PACK_FILE), JSON.stringify({ files }));
}
