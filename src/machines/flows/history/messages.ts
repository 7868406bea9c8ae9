import type { QuickReply } from '../../../conversation/chat-message.ts';
import type { Diagnosis } from '../../../contract/diagnosis.ts';
import { combineResults } from '../../../ml/combine-results.ts';
import type { ModelLabels } from '../../shared/model-labels.ts';
import { resultCard } from '../../shared/result-card.ts';

export const CASE_PREFIX = 'case:';

// The instant, not its words: the transcript shows it in the reader's language (`{{date, day}}`).
export const day = (iso: string) => Date.parse(iso);
export const caseLabel = (diagnosis: Diagnosis) =>
  diagnosis.confirmed_label ?? diagnosis.images[0]?.first_diagnosis?.predictions[0]?.label ?? null;
export const caseReply = (diagnosis: Diagnosis): QuickReply => {
  const label = caseLabel(diagnosis);
  return {
    value: `${CASE_PREFIX}${diagnosis.id}`,
    label: label
      ? { key: 'diagnosis:history.item', params: { date: day(diagnosis.created_at), label } }
      : { key: 'diagnosis:history.item_unknown', params: { date: day(diagnosis.created_at) } },
  };
};

/** The saved case as a result card again: its photos' first diagnoses combined, as on the day. */
export function reopenedCard(diagnosis: Diagnosis, labels: ModelLabels) {
  const results = diagnosis.images.flatMap(({ first_diagnosis: first }) =>
    first ? [{ ...first, first_diagnosis_id: first.id }] : [],
  );
  const combined = combineResults(results) ?? {
    verdict: 'not_sure' as const,
    predictions: [],
    model_version: '',
  };
  const pending = {
    taskIds: [],
    crop: diagnosis.crop,
    thumbnails: [],
    place: null,
    startedAt: diagnosis.created_at,
  };
  return resultCard(combined, labels, pending);
}
