/**
 * Writes which TopoJSON arcs outline each ward (`src/server/places/data/ward-arcs.json`) from the shared
 * boundaries (`../shared/data/kenya/boundaries/wards.topo.json`): two wards whose outlines share an arc
 * (arc i, or ~i, the same arc walked backwards) are neighbours. Only the arc numbers are kept (a few
 * tens of kilobytes), not the 830 KB of coordinates.
 *
 *   node --import tsx scripts/ward-arcs.ts [boundaries folder]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface TopoGeometry {
  type: 'Polygon' | 'MultiPolygon';
  arcs: number[][] | number[][][];
  properties: { ward_id: string };
}

const folder = process.argv[2] ?? '../shared/data/kenya/boundaries';
const topology = JSON.parse(readFileSync(`${folder}/wards.topo.json`, 'utf8')) as {
  objects: Record<string, { geometries: TopoGeometry[] }>;
};
const wards: Record<string, number[]> = {};
for (const object of Object.values(topology.objects)) {
  for (const geometry of object.geometries) {
    const arcs = (geometry.arcs as unknown[]).flat(2) as number[];
    // ~i is -i-1 in TopoJSON: the same arc, reversed.
    const own = new Set([
      ...(wards[geometry.properties.ward_id] ?? []),
      ...arcs.map((arc) => (arc < 0 ? ~arc : arc)),
    ]);
    wards[geometry.properties.ward_id] = [...own].sort((a, b) => a - b);
  }
}
const out = fileURLToPath(new URL('../src/server/places/data/ward-arcs.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(wards)}\n`);
console.log(`${Object.keys(wards).length} wards`);
