import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './database.ts';
import { PGLITE_TEMPLATE } from './pglite-template.ts';
import { referenceDataLoads } from './schema.ts';

/**
 * The digest of each reference-data set as the compiled server ships it. The build's first start (the
 * one that makes the new-database template) hashes every set anyway; keeping those digests beside the
 * bundle lets a start of that bundle compare digests without building every set's rows first, which
 * was a tenth of a start.
 */
export const SHIPPED_DIGESTS_FILE = path.join(path.dirname(PGLITE_TEMPLATE), 'reference-data-digests.json');

/**
 * Only the bundle that the build made them with reads them: from source (tests, tsx scripts) the data
 * may have changed since the last build, so every set is hashed as before. `import.meta.url` is the
 * running file itself; the build rewrites `import.meta.dirname` to the source folder.
 */
const runningTheBuild = path.dirname(fileURLToPath(import.meta.url)) === path.dirname(SHIPPED_DIGESTS_FILE);

let shipped: Record<string, string> | undefined;

/** This build's digest of the set called `name`, or undefined when unknown (from source, or no build). */
export function shippedDigest(name: string): string | undefined {
  if (!runningTheBuild || !existsSync(SHIPPED_DIGESTS_FILE)) return undefined;
  shipped ??= JSON.parse(readFileSync(SHIPPED_DIGESTS_FILE, 'utf8')) as Record<string, string>;
  return shipped[name];
}

/** Records the digests the build's first start stored in `db` as the bundle's own (from source: nothing). */
export async function writeShippedDigests(db: Db): Promise<void> {
  if (!runningTheBuild) return;
  const rows = await db
    .select({ name: referenceDataLoads.name, digest: referenceDataLoads.digest })
    .from(referenceDataLoads);
  const partial = `${SHIPPED_DIGESTS_FILE}.partial`;
  writeFileSync(partial, JSON.stringify(Object.fromEntries(rows.map((row) => [row.name, row.digest]))));
  renameSync(partial, SHIPPED_DIGESTS_FILE);
}
