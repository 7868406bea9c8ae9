import { labelEntry, type ModelLabels } from './model-labels.ts';

/**
 * What a farmer can do today while the cause is not settled: steps safe whichever candidate it is
 * (none sprays anything), with what to look for when a pest may be at work. Keys under
 * diagnosis:differential.steps; a "not sure" card and an unclear differential both show them.
 */
export function safeSteps(labels: ModelLabels, candidates: string[]): string[] {
  const kinds = new Set(candidates.map((label) => labelEntry(labels.metadata, label)?.kind));
  return [
    ...(kinds.has('pest') ? ['look_for_insects'] : []),
    ...(kinds.has('disease') ? ['remove_worst_leaves', 'keep_leaves_dry'] : []),
    'no_spray_yet',
    'watch_spread',
  ];
}
