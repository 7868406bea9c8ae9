import { z } from 'zod';
import './validation-messages.ts';

/**
 * `upload/<kind>/` (issue 13): a CSV file (field `file`) of farmers, farms, fertilizers, varieties,
 * pests or pesticides. All or nothing: one bad row and nothing is written.
 */
export const UPLOAD_KINDS = ['farmer', 'farm', 'fertilizer', 'crop/variety', 'pest', 'pesticide'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_ROWS = 50_000;
/** Larger files are imported by a background job; smaller ones are answered at once. */
export const UPLOAD_JOB_ROWS = 5_000;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

export const uploadQuerySchema = z.object({
  dry_run: flag,
  /** Pest uploads: a row may replace a library entry that shipped with Mimea only when this is set. */
  replace_shipped: flag,
});

/**
 * How the file's bytes were read: UTF-8 with or without a byte order mark, UTF-16 with one, or
 * Windows-1252 (Excel's plain "CSV" on Windows) when the bytes are not UTF-8.
 */
export const CSV_ENCODINGS = ['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

export const uploadErrorSchema = z.object({
  /** The file's line number, the header being row 1. */
  row: z.number().int().min(1),
  /** The column; null for a problem with the whole row. */
  field: z.string().nullable(),
  /** The cell as the file gave it, so the uploader sees what was refused; null for a whole-row problem. */
  value: z.string().nullable(),
  /** In the request's language: the rule the cell broke, with its allowed values or format. */
  detail: z.string(),
});
export type UploadError = z.infer<typeof uploadErrorSchema>;

export const uploadResultSchema = z.object({
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  /** The first problems found, at most 100; nothing is written while there is any. */
  errors: z.array(uploadErrorSchema),
  encoding: z.enum(CSV_ENCODINGS),
  /** Pest uploads: the slugs of shipped library entries the file replaces (on a dry run, would replace). */
  replaced_shipped: z.array(z.string()).optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** A large file's import, at `upload/status/{id}/`. */
export const UPLOAD_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export const uploadJobSchema = z.object({
  id: z.uuid(),
  kind: z.enum(UPLOAD_KINDS),
  state: z.enum(UPLOAD_JOB_STATES),
  rows: z.number().int().min(0),
  processed: z.number().int().min(0),
  dry_run: z.boolean(),
  result: uploadResultSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UploadJob = z.infer<typeof uploadJobSchema>;
export const uploadJobParamsSchema = z.object({ id: z.uuid() });

/** The header row of each kind's CSV template. */
export const UPLOAD_COLUMNS: Record<UploadKind, readonly string[]> = {
  farmer: ['first_name', 'last_name', 'phone_number', 'gender', 'year_of_birth', 'ward', 'group_name'],
  farm: [
    'farmer_phone_number',
    'name',
    'ward',
    'latitude',
    'longitude',
    'altitude',
    'area_acres',
    'soil_type',
    'irrigated',
    'notes',
  ],
  fertilizer: ['name', 'kind', 'grade', 'n', 'p2o5', 'k2o', 'other_nutrients', 'notes', 'source'],
  'crop/variety': [
    'crop',
    'name',
    'maturity_days_min',
    'maturity_days_max',
    'altitude_min_m',
    'altitude_max_m',
    'zones',
    'traits',
    'source',
  ],
  /**
   * The data pack's problem entries (pests_diseases.json), one a row, with the words a farmer reads in
   * both languages beside them: the library shows every entry in English and Swahili. List cells
   * separate their items with `;`; `crops_affected` takes crop ids (maize;bean).
   */
  pest: [
    'slug',
    'common_name',
    'name_sw',
    'organism_type',
    'scientific_name',
    'crops_affected',
    'summary_en',
    'summary_sw',
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
    'notes',
  ],
  /** The data pack's pesticides.csv. */
  pesticide: [
    'active_ingredient',
    'use_type',
    'moa_code',
    'chemical_group',
    'example_targets',
    'example_crops',
    'who_hazard_class',
    'who_class_recall_confidence',
    'typical_phi_days',
    'phi_note',
    'kenya_status_note',
    'sources',
  ],
};
