import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PACK_FILE, writeOfflinePack } from '../../scripts/build/offline-pack.ts';

function builtClient() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mimea-pack-'));
  const write = (file: string, bytes: number) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), Buffer.alloc(bytes));
  };
  write('models/labels.json', 700);
  write('models/mimea-classifier-fp16.onnx', 3_800);
  write('models/mimea-classifier.onnx', 7_500);
  write('assets/ort-wasm-simd-threaded-DcHr_b-l.wasm', 14_000);
  write('assets/ort-wasm-simd-threaded-qyIweqWS.mjs', 24);
  write('assets/ort-wasm-simd-threaded.jsep-x1.wasm', 20_000);
  write('assets/index-abc.js', 50);
  write('reference-photos/credits.json', 13);
  write('reference-photos/bean__rust.webp', 4);
  write('reference-photos/bean__rust.webp.br', 3);
  write('library/bean-rust.jpg', 8);
  write('library/bean-rust.jpg.gz', 7);
  writeOfflinePack(dir);
  return JSON.parse(readFileSync(path.join(dir, OFFLINE_PACK_FILE), 'utf8')) as {
    files: Record<string, number>;
  };
}

/**
 * Issue 34: a plant check failed offline after "Download for offline use" (the credits were not kept),
 * and the button said 18.1 MB where the result said 6.2 MB (the result read the compressed length).
 * The build lists every file the check needs with the bytes it takes on the phone.
 */
describe('the offline pack', () => {
  it('lists the model, its runtime and labels, the reference photos and credits, and the library pictures', () => {
    expect(builtClient().files).toEqual({
      '/models/labels.json': 700,
      '/models/mimea-classifier-fp16.onnx': 3_800,
      '/assets/ort-wasm-simd-threaded-DcHr_b-l.wasm': 14_000,
      '/assets/ort-wasm-simd-threaded-qyIweqWS.mjs': 24,
      '/reference-photos/credits.json': 13,
      '/reference-photos/bean__rust.webp': 4,
      '/library/bean-rust.jpg': 8,
    });
  });
});
