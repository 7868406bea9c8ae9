import type { PixelImage } from './preprocess.ts';

/** Where the largest leaf lies in a photo, in the photo's own pixels, and how much of the frame it fills. */
export interface LeafRegion {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Share of the frame the leaf covers, 0..1. */
  coverage: number;
  /** Share of the frame its box spans, 0..1: lesions and shadows inside the leaf count here. */
  span: number;
  /** Mean brightness (luma, 0..255) of the leaf itself, background left out. */
  luma: number;
}

/** The photo is looked at on a coarse grid: enough to find a leaf, cheap on a phone. */
const GRID_LONG_SIDE = 64;

/**
 * Plant tissue by colour: green through yellow, and the browns of lesions, with some colour in it.
 * Soil, sky, skin and white or grey backgrounds fall outside.
 */
function isPlantTissue(r: number, g: number, b: number): boolean {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max < 26 || max - min < 0.15 * max) return false;
  const delta = max - min;
  const hue =
    max === r
      ? (60 * ((g - b) / delta) + 360) % 360
      : max === g
        ? 60 * ((b - r) / delta) + 120
        : 60 * ((r - g) / delta) + 240;
  return hue >= 15 && hue <= 170;
}

/** Mean colour of each grid cell, and which cells look like plant tissue. */
function gridOf(image: PixelImage) {
  const cell = Math.max(1, Math.ceil(Math.max(image.width, image.height) / GRID_LONG_SIDE));
  const columns = Math.ceil(image.width / cell);
  const rows = Math.ceil(image.height / cell);
  const plant = new Uint8Array(columns * rows);
  const luma = new Float32Array(columns * rows);
  const { data, channels, width, height } = image;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      const yEnd = Math.min(height, (row + 1) * cell);
      const xEnd = Math.min(width, (column + 1) * cell);
      for (let y = row * cell; y < yEnd; y += 1) {
        for (let x = column * cell, i = (y * width + x) * channels; x < xEnd; x += 1, i += channels) {
          r += data[i]!;
          g += data[i + 1]!;
          b += data[i + 2]!;
          n += 1;
        }
      }
      const index = row * columns + column;
      plant[index] = isPlantTissue(r / n, g / n, b / n) ? 1 : 0;
      luma[index] = (0.299 * r + 0.587 * g + 0.114 * b) / n;
    }
  }
  return { cell, columns, rows, plant, luma };
}

/**
 * Finds the largest connected patch of plant-coloured cells: the leaf the farmer meant to show.
 * Null when nothing in the photo looks like a plant.
 */
export function findLeafRegion(image: PixelImage): LeafRegion | null {
  const { cell, columns, rows, plant, luma } = gridOf(image);
  const label = new Int32Array(columns * rows).fill(-1);
  const queue = new Int32Array(columns * rows);
  let best: {
    cells: number;
    lumaSum: number;
    minX: number;
    maxX: number;
    minY: number;
    maxY: number;
  } | null = null;
  for (let start = 0; start < plant.length; start += 1) {
    if (!plant[start] || label[start] !== -1) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    label[start] = start;
    const patch = { cells: 0, lumaSum: 0, minX: columns, maxX: -1, minY: rows, maxY: -1 };
    while (head < tail) {
      const index = queue[head++]!;
      const x = index % columns;
      const y = (index - x) / columns;
      patch.cells += 1;
      patch.lumaSum += luma[index]!;
      patch.minX = Math.min(patch.minX, x);
      patch.maxX = Math.max(patch.maxX, x);
      patch.minY = Math.min(patch.minY, y);
      patch.maxY = Math.max(patch.maxY, y);
      const neighbours = [
        x > 0 ? index - 1 : -1,
        x < columns - 1 ? index + 1 : -1,
        y > 0 ? index - columns : -1,
        y < rows - 1 ? index + columns : -1,
      ];
      for (const next of neighbours) {
        if (next < 0 || !plant[next] || label[next] !== -1) continue;
        label[next] = start;
        queue[tail++] = next;
      }
    }
    if (!best || patch.cells > best.cells) best = patch;
  }
  if (!best) return null;
  const left = best.minX * cell;
  const top = best.minY * cell;
  const width = Math.min(image.width, (best.maxX + 1) * cell) - left;
  const height = Math.min(image.height, (best.maxY + 1) * cell) - top;
  return {
    left,
    top,
    width,
    height,
    coverage: best.cells / (columns * rows),
    span: (width * height) / (image.width * image.height),
    luma: best.lumaSum / best.cells,
  };
}
