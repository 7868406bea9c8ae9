import { fertilizerInputSchema, type FertilizerValues } from '../../../contract/fertilizer.ts';
import { UPLOAD_COLUMNS } from '../../../contract/upload.ts';
import { fertilizerColumns } from '../../agronomy/agronomy-columns.ts';
import { writeInSlices } from '../../db/in-slices.ts';
import { recordKeys } from '../agronomy/reference-edits.ts';
import { managesReferenceData } from '../farms/farm-access.ts';
import { fertilizersByNameKey, insertFertilizers, updateFertilizer } from './fertilizer-upload-repository.ts';
import { nameKey, same, type UploadKindSpec } from './upload-kind.ts';

/** `upload/fertilizer/`: fertilizer products by name. */
export const fertilizerKind: UploadKindSpec<FertilizerValues> = {
  columns: UPLOAD_COLUMNS.fertilizer,
  mayUpload: managesReferenceData,
  numbers: ['n', 'p2o5', 'k2o'],
  schema: fertilizerInputSchema,
  key: (values) => nameKey(values.name),
  keyField: 'name',
  async plan(db, _caller, rows) {
    const stored = await fertilizersByNameKey(
      db,
      rows.map((row) => nameKey(row.name)),
    );
    const byName = new Map(stored.map((row) => [nameKey(row.name), row]));
    return (values) => {
      const existing = byName.get(nameKey(values.name));
      if (!existing) return { action: 'create', values };
      return same(existing, fertilizerColumns(values))
        ? { action: 'unchanged' }
        : { action: 'update', id: existing.id, values };
    };
  },
  async write(db, _caller, creates, updates) {
    // An uploaded row is the data manager's: a start leaves it as uploaded (reference-edits.ts).
    const editedAt = new Date();
    await writeInSlices(creates, async (slice) => {
      await insertFertilizers(
        db,
        slice.map((values) => ({ ...fertilizerColumns(values), editedAt })),
      );
      await recordKeys(db, 'fertilizer', { taken: slice.map((values) => values.name) });
    });
    for (const { id, values } of updates) {
      await updateFertilizer(db, id, { ...fertilizerColumns(values), editedAt });
    }
  },
};
