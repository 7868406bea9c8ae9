/**
 * Makes the outbreak map's shapes (`src/server/places/data/outbreak-shapes.json`) from the shared
 * boundaries (`../shared/data/kenya/boundaries/`): every ward and county as one SVG path, projected
 * (plate carrée, 1,000 units a degree, about 110 m) and thinned again (Douglas–Peucker), so the
 * staff map loads a few hundred kilobytes drawn as they are, never the raw files or a geometry library.
 *
 *   node --import tsx scripts/outbreak-shapes.ts [boundaries folder]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Point = [number, number];
type Ring = Point[];

const UNITS_PER_DEGREE = 1000;
const WEST = 33.9;
const NORTH = 5.1;
/** Tolerances in map units: wards are small in towns, so they keep more than counties. */
const WARD_TOLERANCE = 1.5;
const COUNTY_TOLERANCE = 4;

interface Topology {
  arcs: Point[][];
  transform: { scale: Point; translate: Point };
  objects: Record<string, { geometries: TopoGeometry[] }>;
}
interface TopoGeometry {
  type: 'Polygon' | 'MultiPolygon';
  arcs: number[][] | number[][][];
  properties: { ward_id: string; subcounty_id: string; county_id: string };
}
interface CountyFeature {
  properties: { county_id: string };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

const project = ([lon, lat]: Point): Point => [
  Math.round((lon - WEST) * UNITS_PER_DEGREE),
  Math.round((NORTH - lat) * UNITS_PER_DEGREE),
];

function decodeArcs(topology: Topology): Point[][] {
  const [sx, sy] = topology.transform.scale;
  const [tx, ty] = topology.transform.translate;
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * sx + tx, y * sy + ty] as Point;
    });
  });
}

function ringOf(arcIndexes: number[], arcs: Point[][]): Ring {
  const ring: Ring = [];
  for (const index of arcIndexes) {
    const arc = index < 0 ? [...arcs[~index]!].reverse() : arcs[index]!;
    ring.push(...(ring.length ? arc.slice(1) : arc));
  }
  return ring;
}

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length)) : 0;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(points[i]!, points[first]!, points[last]!);
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest > 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** One ring as `M x y l dx dy … z`, relative steps, repeated points dropped; null when it vanishes. */
function ringPath(ring: Ring, tolerance: number): string | null {
  const projected = ring
    .map(project)
    .filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]);
  const kept = simplify(projected, tolerance);
  if (kept.length < 4) return null;
  const [start, ...rest] = kept.slice(0, -1);
  let [x, y] = start!;
  const steps = rest.map(([nx, ny]) => {
    const step = `${nx - x} ${ny - y}`;
    [x, y] = [nx, ny];
    return step;
  });
  return `M${start![0]} ${start![1]}l${steps.join(' ')}z`.replace(/ -/g, '-');
}

const pathOf = (polygons: Ring[][], tolerance: number) =>
  polygons
    .flatMap((rings) => rings.map((ring) => ringPath(ring, tolerance)))
    .filter((part): part is string => part !== null)
    .join('');

const folder =
  process.argv[2] ?? fileURLToPath(new URL('../../shared/data/kenya/boundaries/', import.meta.url));
const topology = JSON.parse(readFileSync(`${folder}/wards.topo.json`, 'utf8')) as Topology;
const arcs = decodeArcs(topology);
const [object] = Object.values(topology.objects);
const wards = object!.geometries
  .map((geometry) => {
    const polygons = (geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs) as number[][][];
    const rings = polygons.map((polygon) => polygon.map((ring) => ringOf(ring, arcs)));
    const { ward_id, subcounty_id, county_id } = geometry.properties;
    return { id: ward_id, subcounty_id, county_id, d: pathOf(rings, WARD_TOLERANCE) };
  })
  .sort((a, b) => a.id.localeCompare(b.id));

const countyFeatures = (
  JSON.parse(readFileSync(`${folder}/counties.geojson`, 'utf8')) as { features: CountyFeature[] }
).features;
const counties = countyFeatures
  .map(({ properties, geometry }) => ({
    id: properties.county_id,
    d: pathOf(geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates, COUNTY_TOLERANCE),
  }))
  .sort((a, b) => a.id.localeCompare(b.id));

const all = [...wards, ...counties].flatMap(({ d }) => [...d.matchAll(/M(\d+) (\d+)/g)]);
const width = Math.max(...all.map((m) => Number(m[1]))) + 200;
const height = Math.max(...all.map((m) => Number(m[2]))) + 200;
const out = fileURLToPath(new URL('../src/server/places/data/outbreak-shapes.json', import.meta.url));
writeFileSync(
  out,
  `${JSON.stringify({ units_per_degree: UNITS_PER_DEGREE, west: WEST, north: NORTH, width, height, counties, wards })}\n`,
);
console.log(`${wards.length} wards, ${counties.length} counties → ${out}`);
