import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutbreakShapes } from '../../contract/outbreaks.ts';

let shapes: OutbreakShapes | undefined;

/**
 * The outbreak map's ward and county paths (`data/outbreak-shapes.json`, made by
 * `scripts/outbreak-shapes.ts` from the shared boundaries). Read once, on first use, and shared by every
 * route that serves or locates with them, instead of a 430 KB copy parsed for each.
 */
export function loadOutbreakShapes(): OutbreakShapes {
  shapes ??= JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, 'data', 'outbreak-shapes.json'), 'utf8'),
  ) as OutbreakShapes;
  return shapes;
}
