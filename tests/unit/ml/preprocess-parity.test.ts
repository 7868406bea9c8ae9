import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../../../src/ml/decode-node.ts';
import { INPUT_SIZE, preprocess, type PixelImage } from '../../../src/ml/preprocess.ts';
import { resizeAndCrop } from '../../../src/ml/resize.ts';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures/ml');
const largePhoto = path.join(fixtures, 'photos/cassava__mosaic/coffee-cup.jpg'); // 600 x 400

/** What the browser path hands to preprocess: canvas getImageData, i.e. RGBA at natural size. */
async function decodeLikeCanvas(file: string): Promise<PixelImage> {
  const { data, info } = await sharp(readFileSync(file))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height, channels: 4 };
}

function maxDifference(a: Float32Array, b: Float32Array): number {
  expect(a.length).toBe(b.length);
  return a.reduce((worst, value, i) => Math.max(worst, Math.abs(value - (b[i] ?? NaN))), 0);
}

describe('preprocessing', () => {
  it('server (sharp RGB) and browser (canvas RGBA) paths give the same tensor', async () => {
    const server = preprocess(await decodeImage(readFileSync(largePhoto)));
    const browser = preprocess(await decodeLikeCanvas(largePhoto));
    expect(server).toHaveLength(3 * INPUT_SIZE * INPUT_SIZE);
    // One 8-bit step is 2/255 after scaling to -1..1; the paths share the resize, so expect 0.
    expect(maxDifference(server, browser)).toBeLessThanOrEqual(2 / 255);
  });

  it('resizes like the Pillow bilinear filter used in training (within one 8-bit step)', async () => {
    const ours = resizeAndCrop(await decodeImage(readFileSync(largePhoto)), 224, 224);
    const pillow = await sharp(path.join(fixtures, 'coffee-cup.pil-crop.png')).removeAlpha().raw().toBuffer();
    const worst = Array.from(ours.data).reduce(
      (w, value, k) => Math.max(w, Math.abs(value - (pillow[k] ?? NaN))),
      0,
    );
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('leaves a photo that is already 224 px on its short side untouched apart from the crop', () => {
    const width = 300;
    const data = Uint8Array.from({ length: width * 224 * 3 }, (_, i) => (i * 7) % 256);
    const out = resizeAndCrop({ data, width, height: 224, channels: 3 }, 224, 224);
    const left = Math.floor((width - 224) / 2);
    expect(Array.from(out.data.subarray(0, 6))).toEqual(Array.from(data.subarray(left * 3, left * 3 + 6)));
  });

  it('scales pixels to -1..1 in planar RGB order', () => {
    const tensor = preprocess({
      data: new Uint8Array(224 * 224 * 3).fill(255),
      width: 224,
      height: 224,
      channels: 3,
    });
    expect(tensor[0]).toBe(1);
    expect(tensor[2 * 224 * 224]).toBe(1);
  });
});
