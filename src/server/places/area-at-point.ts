import type { OutbreakShapes } from '../../contract/outbreaks.ts';

export type Point = [x: number, y: number];
type Ring = Point[];

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Outline {
  id: string;
  rings: Ring[];
  box: Box;
}

/** A path as `scripts/outbreak-shapes.ts` writes it: rings of `M x y`, then `l dx dy` steps, closed by `z`. */
function ringsOf(path: string): Ring[] {
  return path
    .split('M')
    .filter((part) => part.trim())
    .map((part) => {
      const numbers = (part.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
      let x = numbers[0]!;
      let y = numbers[1]!;
      const ring: Ring = [[x, y]];
      for (let index = 2; index + 1 < numbers.length; index += 2) {
        x += numbers[index]!;
        y += numbers[index + 1]!;
        ring.push([x, y]);
      }
      return ring;
    });
}

/** The smallest box around a path's rings. */
export function boxOf(path: string): Box {
  const points = ringsOf(path).flat();
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/** Where a point lies in the shapes' projected frame. */
export function toMapPoint(shapes: OutbreakShapes, latitude: number, longitude: number): Point {
  return [
    (longitude - shapes.west) * shapes.units_per_degree,
    (shapes.north - latitude) * shapes.units_per_degree,
  ];
}

/** Even-odd rule over every ring of an area: its islands count, and a hole (none today) would not. */
function inside([x, y]: Point, rings: Ring[]): boolean {
  let crossings = 0;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) crossings += 1;
    }
  }
  return crossings % 2 === 1;
}

/**
 * The area (county or ward) a point lies in, from the outlines the outbreak map already holds (the
 * shared IEBC boundaries, about 110 m to a unit): a farmer's GPS point gets their county's advice and
 * plantings, not the nearest centroid's. Null outside the outlines (a lake, the sea, abroad).
 */
export function areaLocator(shapes: OutbreakShapes, areas: { id: string; d: string }[]) {
  const outlines: Outline[] = areas.map(({ id, d }) => ({ id, rings: ringsOf(d), box: boxOf(d) }));
  return (latitude: number, longitude: number): string | null => {
    const point = toMapPoint(shapes, latitude, longitude);
    const [x, y] = point;
    const found = outlines.find(
      ({ box, rings }) =>
        x >= box.left && x <= box.right && y >= box.top && y <= box.bottom && inside(point, rings),
    );
    return found?.id ?? null;
  };
}
