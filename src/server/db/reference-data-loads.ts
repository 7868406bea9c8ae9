import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { referenceDataLoads } from './schema.ts';
import { shippedDigest } from './shipped-digests.ts';

/**
 * Loads a set of shipped reference data only when it differs from the set loaded last time: writing
 * thousands of unchanged rows was most of a restart. `rows()` makes everything `load` writes, so any
 * change to the data or to how its rows are made changes the digest. When the compiled server knows its
 * own digest of the set (`shipped`), an unchanged set is not even made. A load cut short stores no
 * digest, and the next start loads the set again.
 */
export async function loadWhenChanged<Rows>(
  db: Db,
  name: string,
  rows: () => Rows,
  load: (rows: Rows) => Promise<void>,
  shipped = shippedDigest(name),
): Promise<void> {
  const [loaded] = await db
    .select({ digest: referenceDataLoads.digest })
    .from(referenceDataLoads)
    .where(eq(referenceDataLoads.name, name));
  if (loaded && loaded.digest === shipped) return;
  const made = rows();
  const digest = createHash('sha256').update(JSON.stringify(made)).digest('hex');
  if (loaded?.digest === digest) return;
  await load(made);
  await db
    .insert(referenceDataLoads)
    .values({ name, digest })
    .onConflictDoUpdate({ target: referenceDataLoads.name, set: { digest, loadedAt: new Date() } });
}
