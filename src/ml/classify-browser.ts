import * as ort from 'onnxruntime-web/wasm';
import { interpret, type Classification, type InterpretOptions } from './interpret.ts';
import { parseModelMetadata, type ModelMetadata } from './model-metadata.ts';
import { LABELS_FILE, MODEL_BASE, MODEL_FILE } from './browser-model-names.ts';
import { runtimeFiles } from './model-files.ts';
import { readOutputs } from './model-outputs.ts';
import { INPUT_NAME, INPUT_SIZE, preprocess, type PixelImage } from './preprocess.ts';

// Vite emits both runtime files as hashed assets; pointing ONNX Runtime at them avoids its
// default CDN lookup, which the app's offline use and content-security policy rule out.
ort.env.wasm.wasmPaths = runtimeFiles;

export interface BrowserClassifier {
  metadata: ModelMetadata;
  /** With `crop`, the answer is among that crop's classes, as on the server (interpret.ts). */
  classify(photo: Blob, options?: Pick<InterpretOptions, 'crop'>): Promise<Classification>;
}

/** Loads the model in the browser (WebAssembly) from the files under public/models. */
export async function createBrowserClassifier(baseUrl = MODEL_BASE): Promise<BrowserClassifier> {
  const [metadataResponse, session] = await Promise.all([
    fetch(new URL(LABELS_FILE, new URL(baseUrl, location.href))),
    ort.InferenceSession.create(new URL(MODEL_FILE, new URL(baseUrl, location.href)).href, {
      executionProviders: ['wasm'],
      graphOptimizationLevel: 'all',
    }),
  ]);
  const metadata = parseModelMetadata(await metadataResponse.json());
  return {
    metadata,
    async classify(photo, options = {}) {
      const input = preprocess(await decodeInBrowser(photo));
      const feeds = { [INPUT_NAME]: new ort.Tensor('float32', input, [1, 3, INPUT_SIZE, INPUT_SIZE]) };
      const { logits, oodScores } = readOutputs(await session.run(feeds));
      return interpret(logits, metadata, { ...options, oodScore: oodScores?.[0] });
    },
  };
}

/**
 * Decodes at full size, upright from EXIF, and reads the pixels back unscaled: the resize is
 * done by the shared TypeScript code so results match the server, not by canvas smoothing.
 */
export async function decodeInBrowser(photo: Blob): Promise<PixelImage> {
  const bitmap = await createImageBitmap(photo, {
    imageOrientation: 'from-image',
    colorSpaceConversion: 'default',
  });
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('2D canvas is not available');
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { data, width, height, channels: 4 };
  } finally {
    bitmap.close();
  }
}
