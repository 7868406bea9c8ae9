import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loadWhenChanged } from '../db/reference-data-loads.ts';
import { cropVarieties, fertilizers, nutrients } from '../db/schema.ts';
import { fertilizerSeeds, nutrientSeeds } from './fertilizer-data.ts';
import { fertilizerColumns, varietyColumns } from './agronomy-columns.ts';
import { varietySeeds } from './variety-data.ts';

/**
 * On every start, fertilizers and varieties the data pack has are added where missing (an upload's
 * changes stay); the recommendations, which no one uploads, are reloaded as shipped when they changed.
 */
export async function seedAgronomy(db: Db): Promise<void> {
  await db.insert(fertilizers).values(fertilizerSeeds().map(fertilizerColumns)).onConflictDoNothing();
  await db.insert(cropVarieties).values(varietySeeds().map(varietyColumns)).onConflictDoNothing();
  const rows = nutrientSeeds().map(({ id, position, ...row }) => ({
    id,
    position,
    crop: row.crop,
    regionOrSoil: row.region_or_soil,
    counties: row.counties,
    stage: row.stage,
    fertilizer: row.fertilizer,
    grade: row.grade,
    rateKgPerAcre: row.rate_kg_per_acre,
    rateKgPerHa: row.rate_kg_per_ha,
    nKgHa: row.n_kg_ha,
    p2o5KgHa: row.p2o5_kg_ha,
    k2oKgHa: row.k2o_kg_ha,
    timingMethod: row.timing_method,
    optionGroup: row.option_group,
    notes: row.notes,
    source: row.source,
    confidence: row.confidence,
  }));
  await loadWhenChanged(db, 'nutrients', rows, async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from ${nutrients}`);
      await tx.insert(nutrients).values(rows);
    });
  });
}
