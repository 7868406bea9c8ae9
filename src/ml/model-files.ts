import wasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';
import wasmGlueUrl from 'onnxruntime-web/ort-wasm-simd-threaded.mjs?url';

/**
 * What the browser classifier needs, by URL: Vite emits the ONNX Runtime files as hashed assets, the
 * model and its labels live under public/models. Importing this module loads none of them.
 */
export const runtimeFiles = { wasm: wasmUrl, mjs: wasmGlueUrl };
export const MODEL_BASE = '/models/';
/**
 * The browser's copy of the model: weights stored in float16 (src/ml/training/browser_model.py), 3.8 MB
 * instead of 7.5 MB, with the server's answers on the test photos and on the cross-source folds
 * (model-card.md, "In the browser").
 */
export const MODEL_FILE = 'mimea-classifier-fp16.onnx';
export const LABELS_FILE = 'labels.json';

/** Every file an offline check fetches, for the "Download for offline use" button to cache. */
export const offlineModelFiles = (): string[] => [
  `${MODEL_BASE}${LABELS_FILE}`,
  `${MODEL_BASE}${MODEL_FILE}`,
  runtimeFiles.wasm,
  runtimeFiles.mjs,
];
