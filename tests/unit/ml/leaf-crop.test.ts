import { describe, expect, it } from 'vitest';
import { cropToLeaf } from '../../../src/ml/leaf-crop.ts';
import { findLeafRegion } from '../../../src/ml/leaf-region.ts';
import type { PixelImage } from '../../../src/ml/preprocess.ts';

const GREY = [128, 128, 128];
const LEAF = [60, 130, 40];

/** A grey photo with a leaf-green rectangle, and a brown speck on it like a lesion. */
function photo(
  width: number,
  height: number,
  leaf: { left: number; top: number; width: number; height: number },
) {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inLeaf =
        x >= leaf.left && x < leaf.left + leaf.width && y >= leaf.top && y < leaf.top + leaf.height;
      data.set(inLeaf ? LEAF : GREY, (y * width + x) * 3);
    }
  }
  return { data, width, height, channels: 3 } satisfies PixelImage;
}

const meanLuma = (image: PixelImage) => {
  let sum = 0;
  for (let i = 0; i < image.width * image.height; i += 1) {
    const at = i * image.channels;
    sum += 0.299 * image.data[at]! + 0.587 * image.data[at + 1]! + 0.114 * image.data[at + 2]!;
  }
  return sum / (image.width * image.height);
};

describe('finding the leaf', () => {
  it('finds a leaf on a plain background, with its box and its share of the frame', () => {
    const region = findLeafRegion(photo(640, 480, { left: 320, top: 160, width: 160, height: 160 }));
    expect(region).not.toBeNull();
    expect(region!.left).toBeGreaterThanOrEqual(310);
    expect(region!.left).toBeLessThanOrEqual(320);
    expect(region!.width).toBeGreaterThanOrEqual(160);
    expect(region!.width).toBeLessThanOrEqual(180);
    expect(region!.coverage).toBeGreaterThan(0.07);
    expect(region!.coverage).toBeLessThan(0.1);
  });

  it('finds nothing in a photo with no plant colours', () => {
    expect(findLeafRegion(photo(200, 200, { left: 0, top: 0, width: 0, height: 0 }))).toBeNull();
  });
});

describe('the leaf view the classifier gets', () => {
  it('crops a small leaf to a square around it, with room at its edges', () => {
    const view = cropToLeaf(photo(640, 480, { left: 320, top: 160, width: 160, height: 160 }));
    expect(view.width).toBe(view.height);
    expect(view.width).toBeGreaterThan(160);
    expect(view.width).toBeLessThan(240);
  });

  it('keeps a photo whole when the leaf already fills it', () => {
    const view = cropToLeaf(photo(400, 300, { left: 0, top: 0, width: 400, height: 300 }));
    expect([view.width, view.height]).toEqual([400, 300]);
  });

  it('leaves a photo with no leaf exactly as it was', () => {
    const image = photo(200, 200, { left: 0, top: 0, width: 0, height: 0 });
    expect(cropToLeaf(image)).toBe(image);
  });

  it('darkens a glaring leaf towards the lab photos, within limits', () => {
    const bright = photo(100, 100, { left: 0, top: 0, width: 100, height: 100 });
    for (let i = 0; i < bright.data.length; i += 1) bright.data[i] = Math.min(255, bright.data[i]! * 1.8);
    const before = meanLuma(bright);
    const after = meanLuma(cropToLeaf(bright));
    expect(after).toBeLessThan(before);
    expect(after).toBeGreaterThanOrEqual(before * 0.75 - 1);
  });

  it('can crop without touching the light, and the other way round', () => {
    const image = photo(640, 480, { left: 320, top: 160, width: 160, height: 160 });
    const cropOnly = cropToLeaf(image, { crop: true, light: false });
    expect(cropOnly.width).toBeLessThan(240);
    expect(Array.from(cropOnly.data.subarray(0, 3))).toEqual(GREY);
    const lightOnly = cropToLeaf(image, { crop: false, light: true });
    expect([lightOnly.width, lightOnly.height]).toEqual([640, 480]);
  });
});
