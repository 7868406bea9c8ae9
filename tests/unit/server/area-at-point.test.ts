import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaLocator } from '../../../src/server/places/area-at-point.ts';
import { loadOutbreakShapes } from '../../../src/server/places/outbreak-shapes.ts';

type Ring = [number, number][];
interface CountyFeature {
  properties: { county_id: string };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

// The shared reference data sits beside the main checkout (worktrees included): ../shared/data/kenya/boundaries/.
const mainCheckout = path.dirname(
  execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
    encoding: 'utf8',
  }).trim(),
);
const counties = JSON.parse(
  readFileSync(path.join(mainCheckout, '../shared/data/kenya/boundaries/counties.geojson'), 'utf8'),
) as { features: CountyFeature[] };

/** The reference answer: the full shared polygons, even-odd over every ring. */
function referenceCounty(latitude: number, longitude: number): string | null {
  for (const { properties, geometry } of counties.features) {
    const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
    let crossings = 0;
    for (const ring of rings)
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i]!;
        const [xj, yj] = ring[j]!;
        if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi)
          crossings += 1;
      }
    if (crossings % 2 === 1) return properties.county_id;
  }
  return null;
}

describe('the county a point lies in', () => {
  const shapes = loadOutbreakShapes();
  const countyAt = areaLocator(shapes, shapes.counties);

  it('finds Machakos for a point inside it, and nothing in the sea', () => {
    expect(referenceCounty(-1.29, 37.34)).toBe('016');
    expect(countyAt(-1.29, 37.34)).toBe('016');
    expect(countyAt(-1.2864, 36.8172)).toBe('047'); // Nairobi
    expect(countyAt(-4.5, 40.5)).toBeNull(); // the Indian Ocean
  });

  it('agrees with the shared county boundaries across Kenya, every 0.2°', () => {
    let points = 0;
    let differ = 0;
    for (let latitude = -4.7; latitude <= 5.0; latitude += 0.2)
      for (let longitude = 33.9; longitude <= 41.9; longitude += 0.2) {
        const expected = referenceCounty(latitude, longitude);
        if (expected === null) continue;
        points += 1;
        if (countyAt(latitude, longitude) !== expected) differ += 1;
      }
    expect(points).toBeGreaterThan(1_000);
    // The outlines are thinned to about 110 m: only points right on a border may fall on the other side
    // (2 of 1,178 when written).
    expect(differ / points).toBeLessThan(0.01);
  });
});
