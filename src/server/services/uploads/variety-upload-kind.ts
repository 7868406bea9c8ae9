import { cropVarietyInputSchema, type CropVarietyValues } from '../../../contract/crop-variety.ts';
import { UPLOAD_COLUMNS } from '../../../contract/upload.ts';
import { varietyColumns } from '../../agronomy/agronomy-columns.ts';
import { writeInSlices } from '../../db/in-slices.ts';
import { recordKeys, shippedVarieties } from '../agronomy/reference-edits.ts';
import { managesReferenceData } from '../farms/farm-access.ts';
import { knownCrops } from './known-references.ts';
import { insertVarieties, updateVariety, varietiesOfCrops } from './variety-upload-repository.ts';
import { nameKey, same, type CellProblem, type Plan, type UploadKindSpec } from './upload-kind.ts';

/** `upload/crop/variety/`: varieties by crop and name, of crops `crop/` lists. */
export const varietyKind: UploadKindSpec<CropVarietyValues> = {
  columns: UPLOAD_COLUMNS['crop/variety'],
  numbers: ['maturity_days_min', 'maturity_days_max', 'altitude_min_m', 'altitude_max_m'],
  mayUpload: managesReferenceData,
  lists: ['zones', 'traits'],
  schema: cropVarietyInputSchema,
  references: [knownCrops],
  key: (values) => `${values.crop}\u0000${nameKey(values.name)}`,
  keyField: 'name',
  async plan(db, _caller, rows) {
    const crops = [...new Set(rows.map((row) => row.crop))];
    const listed = await knownCrops.known(db, crops);
    const stored = await varietiesOfCrops(db, crops);
    const byKey = new Map(stored.map((row) => [`${row.crop}\u0000${nameKey(row.name)}`, row]));
    return (values): Plan<CropVarietyValues> | CellProblem[] => {
      // A variety belongs to a crop of `crop/`, where it is listed.
      if (!listed.has(values.crop)) return [{ field: 'crop', key: knownCrops.key }];
      const existing = byKey.get(`${values.crop}\u0000${nameKey(values.name)}`);
      if (!existing) return { action: 'create', values };
      return same(existing, varietyColumns(values))
        ? { action: 'unchanged' }
        : { action: 'update', id: existing.id, values };
    };
  },
  async write(db, _caller, creates, updates) {
    const editedAt = new Date();
    await writeInSlices(creates, async (slice) => {
      await insertVarieties(
        db,
        slice.map((values) => ({ ...varietyColumns(values), editedAt })),
      );
      await recordKeys(db, 'variety', { taken: slice.map(shippedVarieties.key.of) });
    });
    for (const { id, values } of updates) {
      await updateVariety(db, id, { ...varietyColumns(values), editedAt });
    }
  },
};
