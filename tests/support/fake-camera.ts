import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

/**
 * Turns a photo into a one-frame Y4M video (4:2:0) for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`), so the webcam path films a real leaf.
 */
export async function writeY4m(photo: string, target: string, width = 320, height = 240): Promise<void> {
  const { data } = await sharp(photo)
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let row = 0; row < height; row += 1) {
    for (let col = 0; col < width; col += 1) {
      const i = (row * width + col) * 3;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      y[row * width + col] = Math.round(0.257 * r + 0.504 * g + 0.098 * b + 16);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (width / 2) + col / 2;
        u[c] = Math.round(-0.148 * r - 0.291 * g + 0.439 * b + 128);
        v[c] = Math.round(0.439 * r - 0.368 * g - 0.071 * b + 128);
      }
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(target, Buffer.concat([header, y, u, v]));
}
