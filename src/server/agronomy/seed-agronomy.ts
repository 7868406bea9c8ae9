import { and, getTableColumns, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { cropVarieties, fertilizers, nutrients } from '../db/schema.ts';
import { retiredKeys } from '../services/agronomy/retired-reference-rows.ts';
import { fertilizerSeeds, nutrientSeeds } from './fertilizer-data.ts';
import { fertilizerColumns, nutrientColumns, varietyColumns } from './agronomy-columns.ts';
import { varietySeeds } from './variety-data.ts';

/** Every column of a shipped recommendation, taken from the row being inserted. */
const shippedNutrientColumns = Object.fromEntries(
  Object.entries(getTableColumns(nutrients))
    .filter(([key]) => key !== 'id' && key !== 'editedAt')
    .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
);

/**
 * On every start: fertilizers and varieties the data pack has are added where missing (an upload's
 * changes stay); the recommendations are reloaded as shipped, except those a data manager added,
 * changed or removed, which stay as they left them.
 */
export async function seedAgronomy(db: Db): Promise<void> {
  await db.insert(fertilizers).values(fertilizerSeeds().map(fertilizerColumns)).onConflictDoNothing();
  await db.insert(cropVarieties).values(varietySeeds().map(varietyColumns)).onConflictDoNothing();
  const retired = await retiredKeys(db, 'nutrient');
  const rows = nutrientSeeds()
    .filter((row) => !retired.has(row.id))
    .map(({ id, position, ...row }) => ({ id, position, ...nutrientColumns(row) }));
  await db.transaction(async (tx) => {
    // Shipped rows the data pack no longer has go; a data manager's own rows stay.
    await tx.delete(nutrients).where(
      and(
        isNull(nutrients.editedAt),
        notInArray(
          nutrients.id,
          rows.map((row) => row.id),
        ),
      ),
    );
    await tx
      .insert(nutrients)
      .values(rows)
      .onConflictDoUpdate({
        target: nutrients.id,
        set: shippedNutrientColumns,
        setWhere: isNull(nutrients.editedAt),
      });
  });
}
