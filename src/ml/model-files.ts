import wasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';
import wasmGlueUrl from 'onnxruntime-web/ort-wasm-simd-threaded.mjs?url';
import { LABELS_FILE, MODEL_BASE, MODEL_FILE } from './browser-model-names.ts';

/**
 * What the browser classifier needs, by URL: Vite emits the ONNX Runtime files as hashed assets, the
 * model and its labels live under public/models. Importing this module loads none of them.
 */
export const runtimeFiles = { wasm: wasmUrl, mjs: wasmGlueUrl };

/** Every file an offline check fetches, for the "Download for offline use" button to cache. */
export const offlineModelFiles = (): string[] => [
  `${MODEL_BASE}${LABELS_FILE}`,
  `${MODEL_BASE}${MODEL_FILE}`,
  runtimeFiles.wasm,
  runtimeFiles.mjs,
];
