import type { QualityLevel, QualityProblem, QualityReport } from '../../conversation/photo/prepared-photo.ts';

/**
 * Is this photo good enough to diagnose from? Checked on the device before anything is sent, on a
 * small grey copy: size, light, and sharpness (variance of the Laplacian). Borderline photos may still
 * be sent, with a tip; unusable ones ask for a retake.
 */
export interface GreyImage {
  /** One byte per pixel, 0 = black. */
  grey: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Thresholds for the analysis copy (longest side ANALYSIS_SIZE), tuned on the fixture leaves. */
export const ANALYSIS_SIZE = 256;
const LIMITS = {
  minSide: { unusable: 96, borderline: 224 },
  dark: { unusable: 25, borderline: 55 },
  bright: { unusable: 240, borderline: 215 },
  sharp: { unusable: 8, borderline: 40 },
};

export function toGrey(rgba: Uint8ClampedArray, width: number, height: number): GreyImage {
  const grey = new Uint8ClampedArray(width * height);
  for (let i = 0; i < grey.length; i += 1) {
    grey[i] = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
  }
  return { grey, width, height };
}

/** Variance of the 4-neighbour Laplacian: edges make it large, blur makes it small. */
export function laplacianVariance({ grey, width, height }: GreyImage): number {
  let sum = 0;
  let sumSquares = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const value = grey[i - 1]! + grey[i + 1]! + grey[i - width]! + grey[i + width]! - 4 * grey[i]!;
      sum += value;
      sumSquares += value * value;
      n += 1;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return sumSquares / n - mean * mean;
}

const grade = (value: number, limits: { unusable: number; borderline: number }, lowIsBad: boolean) => {
  const worse = (a: number, b: number) => (lowIsBad ? a < b : a > b);
  if (worse(value, limits.unusable)) return 'unusable';
  if (worse(value, limits.borderline)) return 'borderline';
  return 'good';
};

/**
 * A leaf spanning less of the frame than this was taken from too far: the signs are a few pixels wide
 * once the model's 224 px copy is made. Below `LEAF_SEEN` nothing leaf-like was found at all, which is
 * for the classifier's "not a plant" answer to say, not for a tip about distance.
 */
const TOO_FAR_SPAN = 1 / 3;
const LEAF_SEEN = 0.02;

/**
 * `originalSide` is the shorter side of the photo as taken; `image` is the analysis copy;
 * `leafSpan`, when known, the share of the frame its largest leaf spans (src/ml/leaf-region.ts).
 */
export function assessQuality(image: GreyImage, originalSide: number, leafSpan?: number): QualityReport {
  let total = 0;
  for (const value of image.grey) total += value;
  const brightness = image.grey.length ? total / image.grey.length : 0;
  const sharpness = laplacianVariance(image);
  const graded: [QualityProblem, QualityLevel][] = [
    ['too_small', grade(originalSide, LIMITS.minSide, true)],
    ['too_dark', grade(brightness, LIMITS.dark, true)],
    ['too_bright', grade(brightness, LIMITS.bright, false)],
    ['blurry', grade(sharpness, LIMITS.sharp, true)],
    [
      'too_far',
      leafSpan !== undefined && leafSpan >= LEAF_SEEN && leafSpan < TOO_FAR_SPAN ? 'borderline' : 'good',
    ],
  ];
  const found = graded.filter(([, level]) => level !== 'good');
  const unusable = found.some(([, level]) => level === 'unusable');
  found.sort(([, a], [, b]) => (a === b ? 0 : a === 'unusable' ? -1 : 1));
  return {
    level: unusable ? 'unusable' : found.length ? 'borderline' : 'good',
    problems: found.map(([problem]) => problem),
    brightness: Math.round(brightness),
    sharpness: Math.round(sharpness),
  };
}
