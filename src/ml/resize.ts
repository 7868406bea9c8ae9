import type { PixelImage } from './preprocess.ts';

/**
 * Resize so the short side is `shortSide`, then take the centred `crop` x `crop` square.
 *
 * Pure TypeScript, shared by the server and the browser, so both produce the same pixels for
 * the same decoded photo (a canvas `drawImage` resize differs between browsers and from sharp).
 * The filter copies Pillow's BILINEAR, which the training pipeline used: a triangle filter whose
 * support widens with the downscale factor (so large phone photos are area-averaged, not
 * aliased), applied horizontally then vertically with rounding to 8 bits in between.
 */
export function resizeAndCrop(image: PixelImage, shortSide: number, crop: number): PixelImage {
  const scale = shortSide / Math.min(image.width, image.height);
  const resizedWidth = Math.max(shortSide, Math.round(image.width * scale));
  const resizedHeight = Math.max(shortSide, Math.round(image.height * scale));
  // Same arithmetic as center_crop in src/ml/training/data.py.
  const left = Math.floor((resizedWidth - crop) / 2);
  const top = Math.floor((resizedHeight - crop) / 2);
  const columns = filterTaps(image.width, resizedWidth, left, crop);
  const rows = filterTaps(image.height, resizedHeight, top, crop);

  // Horizontal pass over only the source rows the vertical pass will read.
  const firstRow = rows.first[0]!;
  const lastRow = rows.first[crop - 1]! + rows.count[crop - 1]!;
  const { data, channels, width } = image;
  const temp = new Uint8Array((lastRow - firstRow) * crop * 3);
  for (let y = firstRow; y < lastRow; y += 1) {
    const rowStart = y * width;
    for (let x = 0; x < crop; x += 1) {
      const taps = columns.count[x]!;
      const tapStart = x * columns.stride;
      let src = (rowStart + columns.first[x]!) * channels;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < taps; k += 1, src += channels) {
        const w = columns.weights[tapStart + k]!;
        r += data[src]! * w;
        g += data[src + 1]! * w;
        b += data[src + 2]! * w;
      }
      const dst = ((y - firstRow) * crop + x) * 3;
      temp[dst] = clampByte(r);
      temp[dst + 1] = clampByte(g);
      temp[dst + 2] = clampByte(b);
    }
  }

  const line = crop * 3;
  const out = new Uint8Array(crop * line);
  for (let y = 0; y < crop; y += 1) {
    const taps = rows.count[y]!;
    const tapStart = y * rows.stride;
    const first = rows.first[y]! - firstRow;
    for (let x = 0; x < line; x += 1) {
      let sum = 0;
      for (let k = 0; k < taps; k += 1) sum += temp[(first + k) * line + x]! * rows.weights[tapStart + k]!;
      out[y * line + x] = clampByte(sum);
    }
  }
  return { data: out, width: crop, height: crop, channels: 3 };
}

/** Filter taps per output index, flat so the hot loops touch only typed arrays. */
interface Taps {
  /** First source index read for each output index. */
  first: Int32Array;
  /** Number of source indices read for each output index. */
  count: Int32Array;
  /** Normalised weights, `stride` slots per output index. */
  weights: Float64Array;
  stride: number;
}

/** Pillow's precompute_coeffs for the bilinear (triangle) filter, for outputs [offset, offset + count). */
function filterTaps(inSize: number, outSize: number, offset: number, count: number): Taps {
  const scale = inSize / outSize;
  const filterScale = Math.max(scale, 1);
  const support = filterScale; // the triangle filter's support is 1, widened when shrinking
  const stride = Math.ceil(support) * 2 + 1;
  const taps: Taps = {
    first: new Int32Array(count),
    count: new Int32Array(count),
    weights: new Float64Array(count * stride),
    stride,
  };
  for (let i = 0; i < count; i += 1) {
    const centre = (i + offset + 0.5) * scale;
    const min = Math.max(0, Math.trunc(centre - support + 0.5));
    const max = Math.min(inSize, Math.trunc(centre + support + 0.5));
    let total = 0;
    for (let j = min; j < max; j += 1) {
      const weight = Math.max(0, 1 - Math.abs((j - centre + 0.5) / filterScale));
      taps.weights[i * stride + j - min] = weight;
      total += weight;
    }
    for (let k = 0; k < max - min; k += 1) taps.weights[i * stride + k]! /= total || 1;
    taps.first[i] = min;
    taps.count[i] = max - min;
  }
  return taps;
}

function clampByte(value: number): number {
  return value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value);
}
