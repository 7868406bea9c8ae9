import { areaLocator } from './area-at-point.ts';
import { loadOutbreakShapes } from './outbreak-shapes.ts';

let locate: ((latitude: number, longitude: number) => string | null) | undefined;

/**
 * The ward a photo's GPS point lies in, or null (no point, or outside every outline). The outlines are
 * read on the first located photo, not at start: most uploads carry no point.
 */
export function wardAtPoint(latitude: number | undefined, longitude: number | undefined): string | null {
  if (latitude === undefined || longitude === undefined) return null;
  if (!locate) {
    const shapes = loadOutbreakShapes();
    locate = areaLocator(shapes, shapes.wards);
  }
  return locate(latitude, longitude);
}
