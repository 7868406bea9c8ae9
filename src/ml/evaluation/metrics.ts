import type { CombinedResult } from '../combine-results.ts';
import type { Classification } from '../interpret.ts';
import { canonicalLabel, type ModelMetadata } from '../model-metadata.ts';
import type { EvalItem } from './eval-set.ts';

export const ECE_BINS = 15; // as in src/ml/training/calibrate.py

export interface ScoredItem extends EvalItem {
  /** One photo's classification, or (with --group-size) the combined answer for a group of photos. */
  classification: Classification | CombinedResult;
}

export interface GroupFigures {
  count: number;
  top1: number;
  top3: number;
  not_sure_rate: number;
  /** In-scope photos answered with a plant diagnosis ('confident'). */
  answered_rate: number;
  /** Top-1 accuracy among the answered ones: how often what the app says is right. */
  answered_accuracy: number;
  /** The same figure under the name the cross-source targets use. */
  selective_accuracy: number;
  /** Share of all in-scope photos answered 'confident' with a wrong top-1: the harmful answers. */
  confident_wrong_rate: number;
}

export interface Report extends GroupFigures {
  ece: number;
  not_a_plant_recall: number;
  /** Out-of-scope photos given no plant diagnosis (not_a_plant or not_sure). */
  out_of_scope_rejected: number;
  per_domain: Record<string, GroupFigures>;
  /** null where undefined: precision of a class never predicted, recall of a class with no photos. */
  per_class: Record<string, { precision: number | null; recall: number | null; support: number }>;
  /** Folder/manifest labels the model does not know, with photo counts; left out of every figure. */
  unknown_labels: Record<string, number>;
  /** confusion[true][predicted] over the model's classes. */
  confusion: number[][];
  reliability: { confidence: number; accuracy: number; count: number }[];
}

export function computeReport(items: ScoredItem[], metadata: ModelMetadata): Report {
  const classes = metadata.labels.map((entry) => entry.label);
  const index = new Map(classes.map((label, i) => [label, i]));
  const notAPlant = metadata.labels.find((entry) => entry.kind === 'not_a_plant')?.label;
  const unknown: Record<string, number> = {};
  const known: (ScoredItem & { truth: string })[] = [];
  for (const item of items) {
    const truth = canonicalLabel(metadata, item.label);
    if (index.has(truth)) known.push({ ...item, truth });
    else unknown[item.label] = (unknown[item.label] ?? 0) + 1;
  }

  const confusion = classes.map(() => classes.map(() => 0));
  for (const item of known) confusion[index.get(item.truth)!]![index.get(top(item))!]! += 1;
  const perClass: Report['per_class'] = {};
  classes.forEach((label, i) => {
    const row = confusion[i]!;
    const support = row.reduce((a, b) => a + b, 0);
    const predicted = confusion.reduce((sum, r) => sum + r[i]!, 0);
    perClass[label] = {
      precision: predicted === 0 ? null : row[i]! / predicted,
      recall: support === 0 ? null : row[i]! / support,
      support,
    };
  });

  const domains = [...new Set(known.flatMap((item) => (item.domain ? [item.domain] : [])))].sort();
  const outOfScope = known.filter((item) => item.truth === notAPlant);
  return {
    ...groupFigures(known, notAPlant),
    count: known.length,
    ece: reliability(known).ece,
    reliability: reliability(known).bins,
    not_a_plant_recall: ratio(
      outOfScope.filter((i) => i.classification.verdict === 'not_a_plant').length,
      outOfScope.length,
    ),
    out_of_scope_rejected: ratio(
      outOfScope.filter((i) => i.classification.verdict !== 'confident').length,
      outOfScope.length,
    ),
    per_domain: Object.fromEntries(
      domains.map((d) => [
        d,
        groupFigures(
          known.filter((i) => i.domain === d),
          notAPlant,
        ),
      ]),
    ),
    per_class: perClass,
    unknown_labels: unknown,
    confusion,
  };
}

function top(item: ScoredItem): string {
  return item.classification.predictions[0]!.label;
}

function groupFigures(items: (ScoredItem & { truth: string })[], notAPlant?: string): GroupFigures {
  const inScope = items.filter((item) => item.truth !== notAPlant);
  const answered = inScope.filter((item) => item.classification.verdict === 'confident');
  const answeredRight = answered.filter((item) => top(item) === item.truth).length;
  return {
    count: items.length,
    top1: ratio(items.filter((item) => top(item) === item.truth).length, items.length),
    top3: ratio(
      items.filter((i) => i.classification.predictions.some((p) => p.label === i.truth)).length,
      items.length,
    ),
    not_sure_rate: ratio(
      inScope.filter((item) => item.classification.verdict === 'not_sure').length,
      inScope.length,
    ),
    answered_rate: ratio(answered.length, inScope.length),
    answered_accuracy: ratio(answeredRight, answered.length),
    selective_accuracy: ratio(answeredRight, answered.length),
    confident_wrong_rate: ratio(answered.length - answeredRight, inScope.length),
  };
}

/** Expected calibration error: |confidence - accuracy| per equal-width bin, weighted by bin size. */
function reliability(items: (ScoredItem & { truth: string })[]) {
  const bins = Array.from({ length: ECE_BINS }, () => ({ confidence: 0, accuracy: 0, count: 0 }));
  for (const item of items) {
    const confidence = item.classification.predictions[0]!.confidence;
    const bin = bins[Math.min(ECE_BINS - 1, Math.max(0, Math.ceil(confidence * ECE_BINS) - 1))]!;
    bin.confidence += confidence;
    bin.accuracy += top(item) === item.truth ? 1 : 0;
    bin.count += 1;
  }
  let ece = 0;
  for (const bin of bins) {
    if (bin.count === 0) continue;
    bin.confidence /= bin.count;
    bin.accuracy /= bin.count;
    ece += (bin.count / Math.max(items.length, 1)) * Math.abs(bin.confidence - bin.accuracy);
  }
  return { ece, bins };
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}
