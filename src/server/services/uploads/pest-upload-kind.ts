import { z } from 'zod';
import type { Pest, organisms } from '../../../contract/library.ts';
import { UPLOAD_COLUMNS } from '../../../contract/upload.ts';
import { controlFacts } from '../../../content/library/build-library.ts';
import cropData from '../../../content/library/crops.json' with { type: 'json' };
import { loadPesticides } from '../../../content/library/pesticide-table.ts';
import type { Db } from '../../db/database.ts';
import { writeInSlices } from '../../db/in-slices.ts';
import { libraryEntryRow } from '../../library/seed-library.ts';
import { managesReferenceData } from '../farms/farm-access.ts';
import { lastLibraryPosition, libraryEntriesBySlug, upsertLibraryEntries } from './pest-upload-repository.ts';
import { sortedJson } from './sorted-json.ts';
import type { UploadKindSpec } from './upload-kind.ts';

const CROP_IDS = new Set(cropData.map((crop) => crop.id));
const line = z.string().trim().min(3).max(240);
const lines = z.array(line).default([]);
const name = z.string().trim().min(2).max(80);
const summary = z.string().trim().min(10).max(300);

/** Each English list the row fills needs its Swahili list: the library shows both languages. */
const SWAHILI_PAIRS = [
  ['cultural', 'cultural_sw'],
  ['resistant_or_clean_material', 'resistant_sw'],
  ['biological_or_botanical', 'biological_sw'],
] as const;

/** A pest upload row: the data pack's problem columns, with the farmer's words in English and Swahili. */
const pestRowSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    common_name: name,
    name_sw: name,
    organism_type: z.string().trim().min(3).max(120),
    scientific_name: z.string().trim().max(200).default(''),
    crops_affected: z.array(z.string().refine((crop) => CROP_IDS.has(crop), 'unknown_crop')).min(1),
    summary_en: summary,
    summary_sw: summary,
    key_symptoms: z.array(line).min(1),
    symptoms_sw: z.array(line).min(1),
    act_now_en: z.array(line).min(2).max(4),
    act_now_sw: z.array(line).min(2).max(4),
    cultural: lines,
    cultural_sw: lines,
    resistant_or_clean_material: lines,
    resistant_sw: lines,
    biological_or_botanical: lines,
    biological_sw: lines,
    chemical_active_ingredients: z.array(z.string().trim().min(2).max(240)).default([]),
    notes: z.string().trim().max(1000).default(''),
  })
  .superRefine(
    (row, context) => {
      // The row may be half-parsed here (see `when`), so every cell is looked at as unknown.
      const cells = row as Partial<Record<string, unknown>>;
      const filled = (column: string) => {
        const cell = cells[column];
        return Array.isArray(cell) && cell.length > 0;
      };
      for (const [english, swahili] of SWAHILI_PAIRS) {
        if (filled(english) && !filled(swahili))
          context.addIssue({ code: 'custom', path: [swahili], message: 'swahili_required' });
      }
    },
    // Checked even when other cells are bad, so one answer lists every missing Swahili text.
    { when: () => true },
  );
type PestRow = z.output<typeof pestRowSchema>;

/** The data pack's organism types ("insect (Lepidoptera: Noctuidae)", "fungus") read as the library's. */
const ORGANISM_WORDS: [RegExp, (typeof organisms)[number]][] = [
  [/insect|caterpillar|beetle|weevil|moth|aphid|thrips|whitefl/i, 'insect'],
  [/mite/i, 'mite'],
  [/nematode/i, 'nematode'],
  [/snail|slug/i, 'snail'],
  [/bird/i, 'bird'],
  [/weed|parasitic plant/i, 'weed'],
  [/oomycete|water mou?ld/i, 'water_mould'],
  [/fung/i, 'fungus'],
  [/bacteri/i, 'bacterium'],
  [/vir|phytoplasma/i, 'virus'],
];
const organismOf = (type: string) => ORGANISM_WORDS.find(([words]) => words.test(type))?.[1] ?? null;
const kindOf = (organism: Pest['organism']): Pest['kind'] =>
  organism === 'weed'
    ? 'weed'
    : organism && ['insect', 'mite', 'nematode', 'snail', 'bird'].includes(organism)
      ? 'pest'
      : 'disease';

/** The row as the library serves it, in both languages. An upload names no checked source: general advice. */
function pestEntries(row: PestRow): { en: Pest; sw: Pest } {
  const organism = organismOf(row.organism_type);
  const shared = {
    slug: row.slug,
    aliases: [],
    labels: [],
    kind: kindOf(organism),
    crops: row.crops_affected,
    parts: [],
    looks: [],
    prevalence: null,
    scientific_name: row.scientific_name || null,
    organism,
    ...controlFacts(
      [...row.chemical_active_ingredients, ...row.biological_or_botanical],
      row.notes,
      loadPesticides(),
    ),
    related: [],
    picture: null,
    sources: [],
    general_guidance: true,
    common_names: [],
    spread: '',
    prevention: [],
    words: [],
  } satisfies Partial<Pest>;
  return {
    en: {
      ...shared,
      lang: 'en',
      name: row.common_name,
      summary: row.summary_en,
      symptoms: row.key_symptoms,
      act_now: row.act_now_en,
      cultural: row.cultural,
      resistant: row.resistant_or_clean_material,
      biological: row.biological_or_botanical,
    },
    sw: {
      ...shared,
      lang: 'sw',
      name: row.name_sw,
      summary: row.summary_sw,
      symptoms: row.symptoms_sw,
      act_now: row.act_now_sw,
      cultural: row.cultural_sw,
      resistant: row.resistant_sw,
      biological: row.biological_sw,
    },
  };
}

/**
 * `upload/pest/`: library entries by slug. A row of a shipped entry's slug replaces that entry only
 * when the uploader says so (`replace_shipped=true`): a slug typed twice must not overwrite checked
 * advice unnoticed. The answer lists the entries replaced.
 */
export const pestKind: UploadKindSpec<PestRow> = {
  columns: UPLOAD_COLUMNS.pest,
  mayUpload: managesReferenceData,
  lists: [
    'crops_affected',
    'key_symptoms',
    'symptoms_sw',
    'act_now_en',
    'act_now_sw',
    'cultural',
    'cultural_sw',
    'resistant_or_clean_material',
    'resistant_sw',
    'biological_or_botanical',
    'biological_sw',
    'chemical_active_ingredients',
  ],
  schema: pestRowSchema,
  key: (values) => values.slug,
  keyField: 'slug',
  async plan(db: Db, _caller, rows, { replaceShipped }) {
    const stored = await libraryEntriesBySlug(
      db,
      rows.map((row) => row.slug),
    );
    const bySlug = new Map(stored.map((row) => [row.slug, row]));
    return (values) => {
      const existing = bySlug.get(values.slug);
      if (!existing) return { action: 'create', values };
      if (!existing.uploadedAt) {
        if (!replaceShipped) return [{ field: 'slug', key: 'replaces_shipped_entry' }];
        return { action: 'update', id: existing.slug, values, replaces: existing.slug };
      }
      const wanted = pestEntries(values);
      return sortedJson([existing.contentEn, existing.contentSw]) === sortedJson([wanted.en, wanted.sw])
        ? { action: 'unchanged' }
        : { action: 'update', id: existing.slug, values };
    };
  },
  async write(db, _caller, creates, updates) {
    const last = await lastLibraryPosition(db);
    // New entries go after the shipped ones, in the file's order; updated ones keep their place.
    const rows = [...creates, ...updates.map((update) => update.values)].map((values, index) => {
      const { en, sw } = pestEntries(values);
      return { ...libraryEntryRow(en, sw), position: last + 1 + index, uploadedAt: new Date() };
    });
    await writeInSlices(rows, (slice) => upsertLibraryEntries(db, slice));
  },
};
