import type { ApiFailure } from '../../../api/api-failure.ts';
import type { Diagnosis } from '../../../contract/diagnosis.ts';
import type { HandOver } from '../../shared/hand-over.ts';
import type { ModelLabels } from '../../shared/model-labels.ts';

export interface HistoryContext {
  /** The classifier's labels, to name each saved case in the reader's language. */
  labels: ModelLabels | null;
  cases: Diagnosis[];
  opened: Diagnosis | null;
  failure: ApiFailure | null;
  /** "What should I do?" on an opened case hands over to its advice. */
  next: HandOver | null;
}
