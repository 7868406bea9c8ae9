import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { loadWhenChanged } from '../../src/server/db/reference-data-loads.ts';
import { referenceDataLoads } from '../../src/server/db/schema.ts';
import { openTestDatabase } from './helpers/test-app.ts';

describe('loading shipped reference data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const storedDigest = async (name: string) =>
    (
      await database.db
        .select({ digest: referenceDataLoads.digest })
        .from(referenceDataLoads)
        .where(eq(referenceDataLoads.name, name))
    )[0]?.digest;

  it('loads a set once, and again only when its rows change', async () => {
    const load = vi.fn(async () => undefined);
    await loadWhenChanged(database.db, 'colours', () => ['red'], load, undefined);
    await loadWhenChanged(database.db, 'colours', () => ['red'], load, undefined);
    expect(load).toHaveBeenCalledTimes(1);
    await loadWhenChanged(database.db, 'colours', () => ['red', 'green'], load, undefined);
    expect(load).toHaveBeenLastCalledWith(['red', 'green']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("takes the build's digest for an unchanged set without making its rows, and makes them otherwise", async () => {
    const load = vi.fn(async () => undefined);
    await loadWhenChanged(database.db, 'shapes', () => ['circle'], load, undefined);
    const digest = await storedDigest('shapes');
    const rows = vi.fn(() => ['circle']);

    await loadWhenChanged(database.db, 'shapes', rows, load, digest);
    expect(rows).not.toHaveBeenCalled();

    // Another build's digest: the rows are made and hashed, and an unchanged set is still not written.
    await loadWhenChanged(database.db, 'shapes', rows, load, 'another build');
    expect(rows).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await storedDigest('shapes')).toBe(digest);
  });
});
