import type { Db } from '../db/database.ts';
import {
  seedShipped,
  shippedFertilizers,
  shippedNutrients,
  shippedVarieties,
} from '../services/agronomy/reference-edits.ts';
import { fertilizerSeeds, nutrientSeeds } from './fertilizer-data.ts';
import { fertilizerColumns, nutrientColumns, varietyColumns } from './agronomy-columns.ts';
import { varietySeeds } from './variety-data.ts';

/**
 * On every start: fertilizers, varieties and recommendations are reloaded as the data pack ships
 * them, except those a data manager added, changed (through the API or an upload) or removed, which
 * stay as they left them.
 */
export async function seedAgronomy(db: Db): Promise<void> {
  await seedShipped(db, shippedFertilizers, fertilizerSeeds().map(fertilizerColumns));
  await seedShipped(db, shippedVarieties, varietySeeds().map(varietyColumns));
  await seedShipped(
    db,
    shippedNutrients,
    nutrientSeeds().map(({ id, position, ...row }) => ({ id, position, ...nutrientColumns(row) })),
  );
}
