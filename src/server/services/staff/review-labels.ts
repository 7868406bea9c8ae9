import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UNKNOWN_LABEL } from '../../../contract/case-review.ts';
import { canonicalLabel, parseModelMetadata, type ModelMetadata } from '../../../ml/model-metadata.ts';

const LABELS_FILE = path.resolve(import.meta.dirname, '../../../../public/models/labels.json');
let shipped: ModelMetadata | undefined;

/** The shipped model's labels (public/models/labels.json), read once: what a review may name. */
function metadata(): ModelMetadata {
  shipped ??= parseModelMetadata(JSON.parse(readFileSync(LABELS_FILE, 'utf8')));
  return shipped;
}

/**
 * A label an agronomist may give, in its canonical name (an old alias becomes the merged class),
 * with the library page for its advice; "unknown" has none. Undefined for a label the model lacks.
 */
export function reviewLabel(label: string): { label: string; slug: string | null } | undefined {
  if (label === UNKNOWN_LABEL) return { label, slug: null };
  const canonical = canonicalLabel(metadata(), label);
  const entry = metadata().labels.find((candidate) => candidate.label === canonical);
  return entry ? { label: entry.label, slug: entry.slug } : undefined;
}
