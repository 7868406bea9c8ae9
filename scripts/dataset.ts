import path from 'node:path';
import { parseArgs } from 'node:util';
import { openImageStore } from '../src/server/providers/storage/open-image-store.ts';
import { exportDataset } from '../src/server/services/dataset/export-dataset.ts';
import { openOperatorDatabase } from './operator-database.ts';

/**
 * `npm run dataset -- export <folder>`: the photos agronomists confirmed or corrected, of farmers who
 * allowed it, as `<label>/<file>.jpg` and `manifest.csv` (source `mimea-agronomist`, domain `field`),
 * for `npm run train -- --extra <folder>`. With the embedded database, stop the server first.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const [command, folder] = positionals;
if (command !== 'export' || !folder) {
  console.error('usage: npm run dataset -- export <folder>');
  process.exit(2);
}
const { config, database } = await openOperatorDatabase();
try {
  const count = await exportDataset(database.db, openImageStore(config.storage), path.resolve(folder));
  console.log(`${count} labelled photo(s) written to ${path.resolve(folder)}`);
} finally {
  await database.close();
}
