import type { PixelImage } from './preprocess.ts';
import { findLeafRegion, type LeafRegion } from './leaf-region.ts';

/** A leaf smaller than this share of the frame is too little to go on: the photo is kept whole. */
const MIN_COVERAGE = 0.04;
/** A box this close to the whole frame gains nothing from cropping. */
const MAX_BOX_SHARE = 0.7;
/** Room left around the leaf, as a share of its box's longer side: the leaf's edge carries signs too. */
const MARGIN = 0.1;
/** Leaf brightness the model saw most in training (lab photos, luma 0..255), and how far to move towards it. */
const TARGET_LUMA = 95;
const GAIN_LIMITS = [0.75, 1.5] as const;

/** Which of the two changes to make: each is measured on its own (npm run eval -- --leaf). */
export interface LeafView {
  crop: boolean;
  light: boolean;
}

/** A square around the leaf (the model sees a square), grown by the margin, kept inside the photo. */
function squareAround(region: LeafRegion, image: PixelImage) {
  const side = Math.min(
    Math.min(image.width, image.height),
    Math.round(Math.max(region.width, region.height) * (1 + 2 * MARGIN)),
  );
  const centreX = region.left + region.width / 2;
  const centreY = region.top + region.height / 2;
  const left = Math.round(Math.min(Math.max(0, centreX - side / 2), image.width - side));
  const top = Math.round(Math.min(Math.max(0, centreY - side / 2), image.height - side));
  return { left, top, side };
}

/** Copies a rectangle out of the photo, scaling every channel by `gain` (1 keeps the pixels as they are). */
function cut(image: PixelImage, left: number, top: number, width: number, height: number, gain: number) {
  const { channels } = image;
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (
      let x = 0, src = ((top + y) * image.width + left) * channels, dst = y * width * 3;
      x < width;
      x += 1
    ) {
      out[dst++] = Math.min(255, Math.round(image.data[src]! * gain));
      out[dst++] = Math.min(255, Math.round(image.data[src + 1]! * gain));
      out[dst++] = Math.min(255, Math.round(image.data[src + 2]! * gain));
      src += channels;
    }
  }
  return { data: out, width, height, channels: 3 as const };
}

/**
 * What the classifier is shown of a field photo: the square around its largest leaf, with the leaf's
 * brightness moved towards what the model learnt on. Field photos show soil, sky and other plants
 * around the sick leaf; lab photos, the only kind some conditions have, show the leaf alone.
 */
export function cropToLeaf(image: PixelImage, parts: LeafView = { crop: true, light: true }): PixelImage {
  const region = findLeafRegion(image);
  if (!region || region.coverage < MIN_COVERAGE) return image;
  const gain = parts.light
    ? Math.min(GAIN_LIMITS[1], Math.max(GAIN_LIMITS[0], TARGET_LUMA / Math.max(1, region.luma)))
    : 1;
  const square = squareAround(region, image);
  const worthCropping = parts.crop && square.side * square.side < MAX_BOX_SHARE * image.width * image.height;
  return worthCropping
    ? cut(image, square.left, square.top, square.side, square.side, gain)
    : cut(image, 0, 0, image.width, image.height, gain);
}
