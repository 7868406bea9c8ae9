import { z } from 'zod';

/**
 * labels.json, written by src/ml/training/export_onnx.py next to the ONNX file. Temperature
 * and threshold live here, not in the graph, so recalibrating never needs a new model.
 */
export const conditionKinds = ['disease', 'pest', 'deficiency', 'healthy', 'not_a_plant'] as const;
export type ConditionKind = (typeof conditionKinds)[number];

const labelEntrySchema = z.object({
  index: z.number().int().nonnegative(),
  label: z.string(),
  crop: z.string(),
  condition: z.string(),
  kind: z.enum(conditionKinds),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
});

export const modelMetadataSchema = z.object({
  model_version: z.string(),
  temperature: z.number().positive(),
  threshold: z.number().min(0).max(1),
  /**
   * OOD distance (the model's `ood_distance` output, src/ml/training/ood_head.py) above which a photo counts as unlike the training photos and gets
   * "not sure"; fitted on cross-source predictions. Absent in older files: no such check.
   */
  ood_threshold: z.number().default(Number.POSITIVE_INFINITY),
  /** Share of probability on another crop that counts as "this looks like another crop". */
  other_crop: z.number().min(0).max(1).default(0.8),
  preprocess: z.object({
    size: z.number().int(),
    resize_short: z.number().int(),
    mean: z.array(z.number()).length(3),
    std: z.array(z.number()).length(3),
  }),
  /** Dataset labels predicted under another name, e.g. maize__gray_leaf_spot -> maize__leaf_spot. */
  aliases: z.record(z.string(), z.string()),
  labels: z.array(labelEntrySchema).min(2),
});

export type LabelEntry = z.infer<typeof labelEntrySchema>;
export type ModelMetadata = z.infer<typeof modelMetadataSchema>;

/** Validates labels.json and that its entries are in model output order. */
export function parseModelMetadata(json: unknown): ModelMetadata {
  const metadata = modelMetadataSchema.parse(json);
  metadata.labels.forEach((entry, i) => {
    if (entry.index !== i) throw new Error(`labels.json: entry ${i} has index ${entry.index}`);
  });
  return metadata;
}

/** The label the model would predict for a dataset label (folder name or manifest label). */
export function canonicalLabel(metadata: ModelMetadata, label: string): string {
  return metadata.aliases[label] ?? label;
}
