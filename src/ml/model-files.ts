import wasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';
import wasmGlueUrl from 'onnxruntime-web/ort-wasm-simd-threaded.mjs?url';

/**
 * What the browser classifier needs, by URL: Vite emits the ONNX Runtime files as hashed assets, the
 * model and its labels live under public/models. Importing this module loads none of them.
 */
export const runtimeFiles = { wasm: wasmUrl, mjs: wasmGlueUrl };
export const MODEL_BASE = '/models/';
/**
 * The browser's copy of the model: weights in int8 (src/ml/training/quantize_onnx.py), 2.0 MB instead
 * of 7.5 MB, with the same top-1 on the test photos (model-card.md, "In the browser").
 */
export const MODEL_FILE = 'mimea-classifier-int8.onnx';
export const LABELS_FILE = 'labels.json';

/** Every file an offline check fetches, for the "Download for offline use" button to cache. */
export const offlineModelFiles = (): string[] => [
  `${MODEL_BASE}${LABELS_FILE}`,
  `${MODEL_BASE}${MODEL_FILE}`,
  runtimeFiles.wasm,
  runtimeFiles.mjs,
];
