import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutbreakShapes } from '../../contract/outbreaks.ts';

/**
 * The outbreak map's ward and county paths (`data/outbreak-shapes.json`, made by
 * `scripts/outbreak-shapes.ts` from the shared boundaries), read once at start.
 */
export function loadOutbreakShapes(): OutbreakShapes {
  return JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, 'data', 'outbreak-shapes.json'), 'utf8'),
  ) as OutbreakShapes;
}
