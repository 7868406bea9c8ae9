import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Statements take their keys or rows in slices, so none carries 50,000 parameters (an upload's rows,
 * read or written in a few statements each). Other requests take their turn between slices: PGlite
 * answers without waiting on anything, so a chain of its statements would otherwise never let go.
 */
const SLICE = 1_000;

export async function inSlices<Key, Row>(
  keys: Key[],
  load: (slice: Key[]) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < keys.length; start += SLICE) {
    if (start > 0) await nextTurn();
    rows.push(...(await load(keys.slice(start, start + SLICE))));
  }
  return rows;
}

export async function writeInSlices<Item>(items: Item[], write: (slice: Item[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) await nextTurn();
    await write(items.slice(start, start + SLICE));
  }
}
