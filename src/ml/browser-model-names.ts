/** Where the browser's copy of the model lives under public/, named apart from its runtime's URLs so the build can read them. */
export const MODEL_BASE = '/models/';
/**
 * The browser's copy of the model: weights stored in float16 (src/ml/training/browser_model.py), 3.8 MB
 * instead of 7.5 MB, with the server's answers on the test photos and on the cross-source folds
 * (model-card.md, "In the browser").
 */
export const MODEL_FILE = 'mimea-classifier-fp16.onnx';
export const LABELS_FILE = 'labels.json';
/** Who took each reference photo on the result cards; read with the labels before every check. */
export const REFERENCE_CREDITS = '/reference-photos/credits.json';
