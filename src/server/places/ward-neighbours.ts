import { readFileSync } from 'node:fs';
import path from 'node:path';

let neighbours: Map<string, ReadonlySet<string>> | undefined;

/**
 * Each ward's neighbours: the wards whose outlines share a TopoJSON arc with it
 * (`data/ward-arcs.json`, made by `scripts/ward-arcs.ts`). Computed once, on first use. The 17 wards
 * without an outline have none.
 */
function neighbourMap(): Map<string, ReadonlySet<string>> {
  if (neighbours) return neighbours;
  const arcsOf = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, 'data', 'ward-arcs.json'), 'utf8'),
  ) as Record<string, number[]>;
  const wardsOfArc = new Map<number, string[]>();
  for (const [ward, arcs] of Object.entries(arcsOf)) {
    for (const arc of arcs) wardsOfArc.set(arc, [...(wardsOfArc.get(arc) ?? []), ward]);
  }
  const map = new Map<string, Set<string>>();
  for (const [ward, arcs] of Object.entries(arcsOf)) {
    const near = new Set<string>();
    for (const arc of arcs) for (const other of wardsOfArc.get(arc)!) if (other !== ward) near.add(other);
    map.set(ward, near);
  }
  neighbours = map;
  return map;
}

/** The wards sharing a border with `ward` (none for a ward without an outline). */
export function wardNeighbours(ward: string): ReadonlySet<string> {
  return neighbourMap().get(ward) ?? new Set();
}
