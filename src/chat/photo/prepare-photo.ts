import { ANALYSIS_SIZE, assessQuality, toGrey } from './photo-quality.ts';
import type { PreparedPhoto } from '../../conversation/photo/prepared-photo.ts';
import { findLeafRegion } from '../../ml/leaf-region.ts';

/** ~640 px on the longest side keeps every detail the 224 px model sees, at a fraction of the bytes. */
export const UPLOAD_LONGEST_SIDE = 640;
export const UPLOAD_BUDGET_BYTES = 80 * 1024;
const THUMBNAIL_SIDE = 96;
const QUALITIES = [0.82, 0.72, 0.62, 0.5, 0.4];

function scaled(bitmap: ImageBitmap, longest: number) {
  const scale = Math.min(1, longest / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return { canvas, context, width, height };
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** WebP where the browser writes it (smaller at the same quality), else JPEG; lower quality until it fits. */
async function encodeWithin(canvas: HTMLCanvasElement, budget: number): Promise<Blob> {
  let smallest: Blob | null = null;
  for (const type of ['image/webp', 'image/jpeg']) {
    for (const quality of QUALITIES) {
      const blob = await toBlob(canvas, type, quality);
      // Browsers without a WebP encoder quietly answer PNG; those are skipped for JPEG.
      if (!blob || blob.type !== type) break;
      if (!smallest || blob.size < smallest.size) smallest = blob;
      if (blob.size <= budget) return blob;
    }
  }
  if (!smallest) throw new Error('this browser cannot encode photos');
  return smallest;
}

/** Thrown when the file is not a picture the browser can open. */
export class UnreadablePhotoError extends Error {}

/**
 * Opens a photo upright (EXIF orientation applied), checks its quality on a small grey copy, and
 * encodes the copy to send. Runs entirely on the device; nothing leaves it here.
 */
export async function preparePhoto(file: Blob, source: PreparedPhoto['source']): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadablePhotoError('not a readable picture');
  }
  try {
    const analysis = scaled(bitmap, ANALYSIS_SIZE);
    const pixels = analysis.context.getImageData(0, 0, analysis.width, analysis.height).data;
    const leaf = findLeafRegion({
      data: pixels,
      width: analysis.width,
      height: analysis.height,
      channels: 4,
    });
    const quality = assessQuality(
      toGrey(pixels, analysis.width, analysis.height),
      Math.min(bitmap.width, bitmap.height),
      leaf?.span ?? 0,
    );
    const upload = await encodeWithin(scaled(bitmap, UPLOAD_LONGEST_SIDE).canvas, UPLOAD_BUDGET_BYTES);
    const thumbnail = scaled(bitmap, THUMBNAIL_SIDE).canvas.toDataURL('image/jpeg', 0.7);
    const lastModified = file instanceof File && file.lastModified ? file.lastModified : Date.now();
    return {
      upload,
      thumbnail,
      source,
      quality,
      originalBytes: file.size,
      takenAt: new Date(lastModified).toISOString(),
    };
  } finally {
    bitmap.close();
  }
}
