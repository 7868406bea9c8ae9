/**
 * Statements take their keys or rows in slices, so none carries 50,000 parameters (an upload's rows,
 * read or written in a few statements each).
 */
const SLICE = 1_000;

export async function inSlices<Key, Row>(
  keys: Key[],
  load: (slice: Key[]) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < keys.length; start += SLICE)
    rows.push(...(await load(keys.slice(start, start + SLICE))));
  return rows;
}

export async function writeInSlices<Item>(items: Item[], write: (slice: Item[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += SLICE) await write(items.slice(start, start + SLICE));
}
