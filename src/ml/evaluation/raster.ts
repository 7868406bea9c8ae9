import sharp from 'sharp';

/** A white RGB canvas drawn pixel by pixel, saved as PNG with sharp; text is an SVG overlay. */
export class Raster {
  readonly pixels: Uint8Array;
  private readonly labels: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3).fill(255);
  }

  fillRect(x: number, y: number, w: number, h: number, [r, g, b]: readonly [number, number, number]): void {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + h); row += 1) {
      for (let col = Math.max(0, x); col < Math.min(this.width, x + w); col += 1) {
        const i = (row * this.width + col) * 3;
        this.pixels[i] = r;
        this.pixels[i + 1] = g;
        this.pixels[i + 2] = b;
      }
    }
  }

  /** Text at (x, y) baseline; `rotate` turns it -90° for column headings. */
  text(
    x: number,
    y: number,
    content: string,
    size = 11,
    anchor = 'start',
    rotate = false,
    fill = 'black',
  ): void {
    const transform = rotate ? ` transform="rotate(-90 ${x} ${y})"` : '';
    const escaped = content.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    this.labels.push(
      `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="${anchor}"${transform}>${escaped}</text>`,
    );
  }

  async savePng(file: string): Promise<void> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" font-family="DejaVu Sans, sans-serif">${this.labels.join('')}</svg>`;
    await sharp(this.pixels, { raw: { width: this.width, height: this.height, channels: 3 } })
      .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
      .png()
      .toFile(file);
  }
}

/** White (0) to dark blue (1). */
export function heat(value: number): [number, number, number] {
  const v = Math.min(1, Math.max(0, value));
  return [Math.round(255 - 222 * v), Math.round(255 - 180 * v), Math.round(255 - 75 * v)];
}
