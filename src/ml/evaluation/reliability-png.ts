import { Raster } from './raster.ts';

const PLOT = 300;
const LEFT = 50;
const TOP = 30;

/**
 * Reliability diagram: for each confidence bin, a bar at the observed accuracy; a calibrated
 * model's bars touch the diagonal. Bar darkness shows how many photos fall in the bin.
 */
export async function writeReliabilityPng(
  file: string,
  bins: { confidence: number; accuracy: number; count: number }[],
  ece: number,
): Promise<void> {
  const raster = new Raster(LEFT + PLOT + 20, TOP + PLOT + 45);
  const width = PLOT / bins.length;
  const most = Math.max(1, ...bins.map((bin) => bin.count));
  bins.forEach((bin, i) => {
    if (bin.count === 0) return;
    const height = Math.round(bin.accuracy * PLOT);
    const shade = Math.round(200 - 150 * Math.sqrt(bin.count / most));
    raster.fillRect(LEFT + Math.round(i * width), TOP + PLOT - height, Math.ceil(width) - 1, height, [
      shade,
      shade,
      230,
    ]);
  });
  // Diagonal (perfect calibration) and axes, drawn pixel by pixel.
  for (let p = 0; p < PLOT; p += 1) raster.fillRect(LEFT + p, TOP + PLOT - p - 1, 2, 2, [200, 40, 40]);
  raster.fillRect(LEFT, TOP, 1, PLOT, [0, 0, 0]);
  raster.fillRect(LEFT, TOP + PLOT, PLOT, 1, [0, 0, 0]);
  for (const tick of [0, 0.5, 1]) {
    raster.text(LEFT + tick * PLOT, TOP + PLOT + 14, tick.toFixed(1), 10, 'middle');
    raster.text(LEFT - 4, TOP + PLOT - tick * PLOT + 4, tick.toFixed(1), 10, 'end');
  }
  raster.text(LEFT + PLOT / 2, TOP + PLOT + 32, 'calibrated confidence of the top class', 11, 'middle');
  raster.text(14, TOP + PLOT / 2, 'accuracy', 11, 'middle', true);
  raster.text(LEFT + PLOT / 2, 18, `Reliability (ECE ${(ece * 100).toFixed(1)}%)`, 12, 'middle');
  await raster.savePng(file);
}
