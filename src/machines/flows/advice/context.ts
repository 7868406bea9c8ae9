import type { ApiFailure } from '../../../api/api-failure.ts';
import type { AdviceSection } from '../../../conversation/cards/advice-card-data.ts';
import type { Pest, PestListItem } from '../../../contract/library.ts';
import type { Description } from './symptom-narrowing.ts';

export interface AdviceFlowInput {
  /** Open this entry at once: a diagnosis result's "What should I do?" passes the classifier's slug. */
  slug?: string;
  /** "my tomato leaves are turning black", "viwavi jeshi kwenye mahindi": read for crop and symptoms. */
  text?: string;
}
export interface AdviceContext {
  mode: 'browse' | 'describe';
  description: Description;
  candidates: PestListItem[];
  cropPage: number;
  slug: string | null;
  entry: Pest | null;
  /** The step shown: a "tell me more" step, or "Is it safe?" or the sources asked for on the way. */
  section: AdviceSection;
  /** The last "tell me more" step reached, so "more" after a safety question goes on from there. */
  step: AdviceSection;
  failure: ApiFailure | null;
}
