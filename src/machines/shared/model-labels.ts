import { LABELS_FILE, MODEL_BASE, REFERENCE_CREDITS } from '../../ml/browser-model-names.ts';
import { parseModelMetadata, type LabelEntry, type ModelMetadata } from '../../ml/model-metadata.ts';

/** Who took each reference photo, as its licence asks (public/reference-photos/credits.json). */
export type ReferenceCredits = Record<
  string,
  { file: string; source: string; licence: string; credit: string }
>;

export interface ModelLabels {
  metadata: ModelMetadata;
  credits: ReferenceCredits;
}

/**
 * The classifier's labels and the reference photos' credits, both shipped in public/ and precached by
 * the service worker (vite.config.ts): every plant check reads them first, with or without a network.
 */
export async function fetchModelLabels(): Promise<ModelLabels> {
  const [labels, credits] = await Promise.all([
    fetch(`${MODEL_BASE}${LABELS_FILE}`),
    fetch(REFERENCE_CREDITS),
  ]);
  if (!labels.ok || !credits.ok) throw new Error('model labels are not available');
  return {
    metadata: parseModelMetadata(await labels.json()),
    credits: (await credits.json()) as ReferenceCredits,
  };
}

/** The crops the model was trained on, in a stable order, for the "which crop?" question. */
export function knownCrops(metadata: ModelMetadata): string[] {
  return [...new Set(metadata.labels.map((entry) => entry.crop).filter((crop) => crop !== 'any'))].sort();
}

export function labelEntry(metadata: ModelMetadata, label: string): LabelEntry | undefined {
  const canonical = metadata.aliases[label] ?? label;
  return metadata.labels.find((entry) => entry.label === canonical);
}

/** The library entry of a label, for reading more about it. */
export const slugFor = (labels: ModelLabels, label: string) => labelEntry(labels.metadata, label)?.slug;
