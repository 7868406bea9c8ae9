import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** PGlite's WebAssembly, beside its package's entry point, where PGlite itself looks for it. */
const PGLITE_WASM = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  'pglite.wasm',
);

/**
 * Starts compiling PGlite's WebAssembly on V8's background threads, for `PGlite.create`: it then
 * compiles while the main thread copies a new database from the template and loads the server, rather
 * than after. The file is read at once, so that the compiling starts before that work, not after it.
 */
export function compilePgliteWasm(): Promise<WebAssembly.Module> {
  return WebAssembly.compile(readFileSync(PGLITE_WASM));
}
