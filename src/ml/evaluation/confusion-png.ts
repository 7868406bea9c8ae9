import { Raster, heat } from './raster.ts';

const CELL = 18;
const MARGIN = 200; // room for the class names

/**
 * Confusion matrix as a PNG: rows are true classes, columns predictions, each row shaded by
 * its share so small classes are as readable as large ones; counts are printed in the cells.
 */
export async function writeConfusionPng(
  file: string,
  classes: string[],
  confusion: number[][],
): Promise<void> {
  const size = MARGIN + classes.length * CELL + 10;
  const raster = new Raster(size, size);
  confusion.forEach((row, r) => {
    const total = row.reduce((a, b) => a + b, 0);
    row.forEach((count, c) => {
      const x = MARGIN + c * CELL;
      const y = MARGIN + r * CELL;
      raster.fillRect(x, y, CELL - 1, CELL - 1, total === 0 ? [240, 240, 240] : heat(count / total));
      if (count === 0) return;
      const dark = count / total > 0.5; // white digits on dark cells
      raster.text(x + CELL / 2, y + CELL - 5, String(count), 8, 'middle', false, dark ? 'white' : 'black');
    });
  });
  classes.forEach((label, i) => {
    raster.text(MARGIN - 4, MARGIN + i * CELL + CELL - 5, label, 10, 'end');
    raster.text(MARGIN + i * CELL + CELL - 5, MARGIN - 4, label, 10, 'start', true);
  });
  raster.text(4, 14, 'rows: true class, columns: predicted', 12);
  await raster.savePng(file);
}
