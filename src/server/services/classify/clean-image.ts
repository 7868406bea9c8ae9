import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import { MAX_UPLOAD_PIXELS } from '../../../contract/classify.ts';
import { ApiError } from '../../errors/api-error.ts';
import { hasForeignPayload, imageEnd, sniffImageType } from './sniff-image.ts';

/** Stored photos never need more than this; the classifier looks at 224 px and people at a phone screen. */
const STORED_LONGEST_SIDE = 1600;

export interface CleanImage {
  data: Buffer;
  sha256: string;
  width: number;
  height: number;
  contentType: 'image/jpeg';
}

const unreadable = () => new ApiError(400, 'image_unreadable');

/** sharp loads libvips when imported (about a tenth of a second): the first photo pays for it, not every start. */
const loadSharp = async () => (await import('sharp')).default;

/**
 * Checks a photo from its bytes and rewrites it as a plain JPEG: upright (EXIF orientation applied),
 * without any metadata (EXIF, GPS, XMP, ICC), and no longer than `longestSide` (a Community profile
 * picture is kept smaller than a plant photo). Every refusal is an ApiError
 * thrown before anything is stored.
 */
export async function cleanImage(input: Buffer, longestSide = STORED_LONGEST_SIDE): Promise<CleanImage> {
  if (input.length === 0) throw new ApiError(400, 'image_empty');
  const type = sniffImageType(input);
  if (type === 'heic') throw new ApiError(415, 'image_heic_unsupported');
  if (!type) throw new ApiError(415, 'image_type_unsupported');
  // Decoders forgive a missing end (they pad with grey); a photo cut short in transit is refused instead.
  const end = imageEnd(input, type);
  if (end < 0 || end > input.length) throw unreadable();
  if (hasForeignPayload(input, type, end)) throw new ApiError(400, 'image_has_extra_data');

  // The header's dimensions are checked before any pixel is decoded: a 50,000² "bomb" costs nothing.
  const options = { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error', pages: 1 } as const;
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_UPLOAD_PIXELS) throw new ApiError(413, 'image_too_many_pixels');
  if (width < 1 || height < 1) throw unreadable();

  try {
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({
        width: longestSide,
        height: longestSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const sha256 = createHash('sha256').update(data).digest('hex');
    return { data, sha256, width: info.width, height: info.height, contentType: 'image/jpeg' };
  } catch {
    throw unreadable();
  }
}
