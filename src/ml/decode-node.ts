import sharp from 'sharp';
import type { PixelImage } from './preprocess.ts';

/**
 * Photo bytes (JPEG, PNG, WebP, HEIC…) -> full-size interleaved RGB, turned upright from its
 * EXIF orientation as browsers do when drawing to a canvas. Resizing is left to the shared
 * TypeScript resize so server and browser pixels agree.
 */
export async function decodeImage(bytes: Uint8Array): Promise<PixelImage> {
  const { data, info } = await sharp(bytes, { failOn: 'error' })
    .rotate()
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}
