import { z } from 'zod';
import { predictionSchema, verdicts } from './classify.ts';
import { pageQuerySchema, paginated } from './pagination.ts';
import './validation-messages.ts';

/**
 * `firstdiagnosis/`, `diagnosis/` and `diagnosis/image/` (SPEC §7). A first diagnosis is the automated
 * result for one photo; a diagnosis is the case a signed-in user keeps, holding its photos (diagnosis
 * images) and their first diagnoses. Every list shows only the caller's own records.
 */
const label = z
  .string()
  .regex(/^[a-z]+__[a-z_]+$/)
  .max(80);
const crop = z
  .string()
  .trim()
  .regex(/^[a-z_]+$/)
  .max(40);

export const firstDiagnosisSchema = z.object({
  id: z.uuid(),
  image: z.uuid(),
  crop: z.string().nullable(),
  verdict: z.enum(verdicts),
  predictions: z.array(predictionSchema),
  model_version: z.string(),
  /** The label the user confirmed ("yes, mine looks like this"), if any. */
  confirmed_label: label.nullable(),
  created_at: z.string(),
});
export type FirstDiagnosis = z.infer<typeof firstDiagnosisSchema>;

/** On-device (offline) results are recorded through the same resource as the server's. */
export const firstDiagnosisCreateSchema = z.object({
  image: z.uuid(),
  verdict: z.enum(verdicts),
  predictions: z.array(predictionSchema).max(5),
  model_version: z.string().min(1).max(80),
});
export const firstDiagnosisUpdateSchema = z.object({ confirmed_label: label.nullable() });

export const diagnosisStatuses = ['open', 'confirmed', 'closed'] as const;

export const diagnosisImageSchema = z.object({
  id: z.uuid(),
  diagnosis: z.uuid(),
  image: z.uuid(),
  first_diagnosis: firstDiagnosisSchema.nullable(),
  created_at: z.string(),
});
export type DiagnosisImage = z.infer<typeof diagnosisImageSchema>;

export const diagnosisSchema = z.object({
  id: z.uuid(),
  crop: z.string().nullable(),
  farm: z.uuid().nullable(),
  planting: z.uuid().nullable(),
  status: z.enum(diagnosisStatuses),
  confirmed_label: label.nullable(),
  notes: z.string(),
  images: z.array(diagnosisImageSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Diagnosis = z.infer<typeof diagnosisSchema>;

export const diagnosisCreateSchema = z.object({
  crop: crop.nullable().optional(),
  farm: z.uuid().nullable().optional(),
  planting: z.uuid().nullable().optional(),
  status: z.enum(diagnosisStatuses).default('open'),
  confirmed_label: label.nullable().optional(),
  notes: z.string().max(2000).default(''),
});
export type DiagnosisCreate = z.input<typeof diagnosisCreateSchema>;
export const diagnosisUpdateSchema = diagnosisCreateSchema
  .extend({ status: z.enum(diagnosisStatuses), notes: z.string().max(2000) })
  .partial();
export type DiagnosisUpdate = z.infer<typeof diagnosisUpdateSchema>;

export const diagnosisImageCreateSchema = z.object({ diagnosis: z.uuid(), image: z.uuid() });
export type DiagnosisImageCreate = z.infer<typeof diagnosisImageCreateSchema>;

/** The filters every list of this domain takes besides the page. */
export const diagnosisQuerySchema = pageQuerySchema.extend({
  farm: z.uuid().optional(),
  planting: z.uuid().optional(),
  crop: crop.optional(),
  diagnosis: z.uuid().optional(),
});
export type DiagnosisQuery = z.infer<typeof diagnosisQuerySchema>;

export const recordParamsSchema = z.object({ id: z.uuid() });

export const firstDiagnosisListSchema = paginated(firstDiagnosisSchema);
export const diagnosisListSchema = paginated(diagnosisSchema);
export const diagnosisImageListSchema = paginated(diagnosisImageSchema);
