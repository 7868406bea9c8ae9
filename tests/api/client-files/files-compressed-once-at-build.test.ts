import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../../scripts/build/precompress.ts';
import { buildTestApp } from '../helpers/test-app.ts';

/** A megabyte that compresses well, as the ONNX runtime's WebAssembly and the app's code do. */
const compressible = (seed: string) =>
  Buffer.from(
    Array.from({ length: 20_000 }, (_, line) => `${seed} line ${line}: {"weights":[${line % 97}]}\n`).join(
      '',
    ),
  );

async function builtClient() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mimea-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Mimea</title>${'<p>x</p>'.repeat(300)}`);
  writeFileSync(path.join(dir, 'assets', 'ort-wasm-simd.wasm'), compressible('wasm'));
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'assets', 'index-abc.js.map'), compressible('map'));
  writeFileSync(path.join(dir, 'assets', 'leaf.png'), compressible('png'));
  await precompressFiles(dir);
  // A file the build did not compress (an older build, or one added by hand).
  writeFileSync(path.join(dir, 'assets', 'added-later.js'), compressible('late'));
  return dir;
}

/**
 * Finding 28: every static file was compressed again for every request that accepted br or gzip. Asking
 * for the 14 MB ONNX runtime (`/assets/ort-wasm-simd-threaded-….wasm`) took a few bytes and cost the
 * server half a CPU-second: 20 such requests used 9.2 s of its processor, and one address may send 300 a
 * minute, enough to keep two cores busy. The build now compresses the client's files once, and the
 * server sends them as built; only the API's answers are compressed per request.
 */
describe('files are compressed once at build, never per request', () => {
  let app: FastifyInstance;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await builtClient();
    app = await buildTestApp({ clientDir });
  });
  afterAll(() => app.close());

  const get = (url: string, encodings?: string) =>
    app.inject({ method: 'GET', url, headers: encodings ? { 'accept-encoding': encodings } : {} });
  const built = (file: string) => readFileSync(path.join(clientDir, file));

  it('sends the build’s own brotli or gzip copy, as the browser accepts', async () => {
    const brotli = await get('/assets/ort-wasm-simd.wasm', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.equals(built('assets/ort-wasm-simd.wasm.br'))).toBe(true);

    const gzip = await get('/assets/ort-wasm-simd.wasm', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(built('assets/ort-wasm-simd.wasm.gz'))).toBe(true);

    const plain = await get('/assets/ort-wasm-simd.wasm');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(built('assets/ort-wasm-simd.wasm'))).toBe(true);

    const page = await get('/', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.rawPayload.equals(built('index.html.br'))).toBe(true);
  });

  it('sends a file the build did not compress as it is, however large', async () => {
    const response = await get('/assets/added-later.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(built('assets/added-later.js'))).toBe(true);
  });

  it('compresses only what shrinks: no copies of images, source maps or tiny files', () => {
    for (const file of ['assets/leaf.png', 'assets/index-abc.js.map', 'assets/index-abc.js']) {
      expect(existsSync(path.join(clientDir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(clientDir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('still compresses the API’s answers', async () => {
    const response = await get('/api/v1/pest/?page_size=100', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });
});
