import type { Db } from '../db/database.ts';
import { loadWhenChanged } from '../db/reference-data-loads.ts';
import {
  seedShipped,
  shippedFertilizers,
  shippedNutrients,
  shippedVarieties,
} from '../services/agronomy/reference-edits.ts';
import { fertilizerSeeds, nutrientSeeds } from './fertilizer-data.ts';
import { fertilizerColumns, nutrientColumns, varietyColumns } from './agronomy-columns.ts';
import { varietySeeds } from './variety-data.ts';

/** Fertilizers, varieties and nutrient recommendations as the data pack ships them, as rows. */
const shippedAgronomy = () => ({
  fertilizers: fertilizerSeeds().map(fertilizerColumns),
  varieties: varietySeeds().map(varietyColumns),
  nutrients: nutrientSeeds().map(({ id, position, ...row }) => ({ id, position, ...nutrientColumns(row) })),
});

/**
 * When what the data pack ships has changed: fertilizers, varieties and recommendations are reloaded
 * as shipped, except those a data manager added, changed (through the API or an upload) or removed,
 * which stay as they left them. An unchanged pack writes nothing, which keeps restarts quick.
 */
export async function seedAgronomy(db: Db): Promise<void> {
  await loadWhenChanged(db, 'agronomy', shippedAgronomy, async (sets) => {
    await seedShipped(db, shippedFertilizers, sets.fertilizers);
    await seedShipped(db, shippedVarieties, sets.varieties);
    await seedShipped(db, shippedNutrients, sets.nutrients);
  });
}
