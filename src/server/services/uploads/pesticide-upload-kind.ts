import { z } from 'zod';
import { pesticideFromRow, toSlug } from '../../../content/library/pesticide-table.ts';
import { UPLOAD_COLUMNS } from '../../../contract/upload.ts';
import { writeInSlices } from '../../db/in-slices.ts';
import { managesReferenceData } from '../farms/farm-access.ts';
import { pesticidesBySlug, upsertPesticides } from './pesticide-upload-repository.ts';
import { sortedJson } from './sorted-json.ts';
import type { UploadKindSpec } from './upload-kind.ts';

const cell = z.string().trim().max(2000).default('');
const required = z.string().trim().min(1).max(2000);
/** A pesticides.csv row: the ingredient, its status note and its sources are what a farmer relies on. */
const pesticideRowSchema = z.object({
  active_ingredient: z.string().trim().min(1).max(120),
  use_type: required,
  moa_code: cell,
  chemical_group: cell,
  example_targets: cell,
  example_crops: cell,
  who_hazard_class: cell,
  who_class_recall_confidence: z.enum(['high', 'medium', 'low']).default('low'),
  typical_phi_days: cell,
  phi_note: cell,
  kenya_status_note: required,
  sources: required,
});
type PesticideRow = z.output<typeof pesticideRowSchema>;

const pesticideContent = (row: PesticideRow) => {
  const { matchName: _match, biological: _biological, ...fact } = pesticideFromRow(row);
  return fact;
};

/** `upload/pesticide/`: active ingredients by slug; an upload replaces the stored fact. */
export const pesticideKind: UploadKindSpec<PesticideRow> = {
  columns: UPLOAD_COLUMNS.pesticide,
  mayUpload: managesReferenceData,
  schema: pesticideRowSchema,
  key: (values) => toSlug(values.active_ingredient),
  keyField: 'active_ingredient',
  async plan(db, _caller, rows) {
    const stored = await pesticidesBySlug(
      db,
      rows.map((row) => toSlug(row.active_ingredient)),
    );
    const bySlug = new Map(stored.map((row) => [row.slug, row]));
    return (values) => {
      const existing = bySlug.get(toSlug(values.active_ingredient));
      if (!existing) return { action: 'create', values };
      return sortedJson(existing.content) === sortedJson(pesticideContent(values))
        ? { action: 'unchanged' }
        : { action: 'update', id: existing.slug, values };
    };
  },
  async write(db, _caller, creates, updates) {
    const rows = [...creates, ...updates.map((update) => update.values)].map((values) => {
      const content = pesticideContent(values);
      return {
        slug: content.slug,
        name: content.active_ingredient,
        kenyaStatus: content.kenya_status,
        content,
        uploadedAt: new Date(),
      };
    });
    await writeInSlices(rows, (slice) => upsertPesticides(db, slice));
  },
};
