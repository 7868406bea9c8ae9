import { resizeAndCrop } from './resize.ts';

/**
 * The one definition of what the network sees, shared by server and browser and matching
 * src/ml/training (see labels.json "preprocess"): short side resized to 224, centred 224 x 224
 * crop, RGB, NCHW, each value pixel / 127.5 - 1 (the input range of the Keras MobileNet release).
 */
export const INPUT_SIZE = 224;
export const RESIZE_SHORT_SIDE = 224;
export const PIXEL_MEAN = 127.5;
export const PIXEL_STD = 127.5;
export const INPUT_NAME = 'input';
export const OUTPUT_NAME = 'logits';
/** Second output of models with the out-of-distribution head (src/ml/training/ood_head.py). */
export const OOD_OUTPUT_NAME = 'ood_distance';

/** A decoded photo: interleaved 8-bit RGB (sharp raw) or RGBA (canvas ImageData). */
export interface PixelImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** Interleaved pixels of an already resized and cropped image -> normalised planar CHW floats. */
export function toInputTensor(image: PixelImage): Float32Array {
  const { data, width, height, channels } = image;
  const plane = width * height;
  const tensor = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i += 1) {
    const src = i * channels;
    // Alpha, if present, is ignored: photos are opaque and canvas data is not premultiplied.
    tensor[i] = ((data[src] ?? 0) - PIXEL_MEAN) / PIXEL_STD;
    tensor[plane + i] = ((data[src + 1] ?? 0) - PIXEL_MEAN) / PIXEL_STD;
    tensor[2 * plane + i] = ((data[src + 2] ?? 0) - PIXEL_MEAN) / PIXEL_STD;
  }
  return tensor;
}

/** Decoded photo of any size -> the network input (1 x 3 x 224 x 224 values). */
export function preprocess(image: PixelImage): Float32Array {
  return toInputTensor(resizeAndCrop(image, RESIZE_SHORT_SIDE, INPUT_SIZE));
}
