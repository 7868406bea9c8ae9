import { readdirSync } from 'node:fs';
import path from 'node:path';

/** `npm run bench [name…]`: every tests/bench/*.bench.ts in turn, or those whose names contain a given word. */
const only = process.argv.slice(2);
const benchDir = import.meta.dirname;
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((word) => file.includes(word)))
  .sort();

for (const file of files) {
  console.log(`# ${file}`);
  await import(path.join(benchDir, file));
}
