import type { ModelMetadata } from './model-metadata.ts';

/**
 * When the farmer has told us the crop, only that crop's problems (and "not a plant") are possible
 * answers: their calibrated probabilities are renormalised to sum to one. The exception is a photo
 * that looks strongly like another crop the model knows (that crop's share of the probability at or
 * above `metadata.other_crop`): then the answer must say so rather than force the named crop.
 */
export type CropScope =
  | { kind: 'any' }
  | { kind: 'restricted'; crop: string }
  | { kind: 'other_crop'; crop: string; looks_like: string };

export function cropScope(
  probabilities: ArrayLike<number>,
  metadata: ModelMetadata,
  crop?: string,
): CropScope {
  const named = crop?.trim().toLowerCase();
  if (!named || !metadata.labels.some((entry) => entry.crop === named)) return { kind: 'any' };
  const mass = new Map<string, number>();
  metadata.labels.forEach((entry, i) => {
    if (entry.kind !== 'not_a_plant')
      mass.set(entry.crop, (mass.get(entry.crop) ?? 0) + (probabilities[i] ?? 0));
  });
  const [other, share] = [...mass].filter(([name]) => name !== named).sort((a, b) => b[1] - a[1])[0] ?? [];
  if (other !== undefined && share !== undefined && share >= metadata.other_crop) {
    return { kind: 'other_crop', crop: named, looks_like: other };
  }
  return { kind: 'restricted', crop: named };
}

/** Zeroes every class outside the crop (keeping not_a_plant) and rescales the rest to sum to one. */
export function restrictToCrop(
  probabilities: Float64Array,
  metadata: ModelMetadata,
  crop: string,
): Float64Array {
  const kept = probabilities.map((p, i) => {
    const entry = metadata.labels[i]!;
    return entry.crop === crop || entry.kind === 'not_a_plant' ? p : 0;
  });
  const total = kept.reduce((a, b) => a + b, 0);
  return total > 0 ? kept.map((p) => p / total) : probabilities;
}
