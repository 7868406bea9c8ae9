import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { referenceDataLoads } from './schema.ts';

/**
 * Loads a set of shipped reference data only when it differs from the set loaded last time: writing
 * thousands of unchanged rows was most of a restart. `rows` is everything `load` writes, so any change
 * to the data or to how its rows are made changes the digest. A load cut short stores no digest, and
 * the next start loads the set again.
 */
export async function loadWhenChanged(
  db: Db,
  name: string,
  rows: unknown,
  load: () => Promise<void>,
): Promise<void> {
  const digest = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const [loaded] = await db
    .select({ digest: referenceDataLoads.digest })
    .from(referenceDataLoads)
    .where(eq(referenceDataLoads.name, name));
  if (loaded?.digest === digest) return;
  await load();
  await db
    .insert(referenceDataLoads)
    .values({ name, digest })
    .onConflictDoUpdate({ target: referenceDataLoads.name, set: { digest, loadedAt: new Date() } });
}
