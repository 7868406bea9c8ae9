import type { ApiFailure } from '../../../api/api-failure.ts';
import type { CallbackCase } from '../../../contract/callback.ts';
import type { Pest, PestListItem } from '../../../contract/library.ts';
import type { Description } from './symptom-narrowing.ts';

export interface AdviceFlowInput {
  /** Open this entry at once: a diagnosis result's "What should I do?" passes the classifier's slug. */
  slug?: string;
  /** "my tomato leaves are turning black", "viwavi jeshi kwenye mahindi": read for crop and symptoms. */
  text?: string;
  /** The plant check the advice follows: "Talk to an agronomist" books with it (photos and finding). */
  case?: CallbackCase;
}

/** Choose from a list of the crop's problems, or describe what the plant shows. */
export type AdviceMode = 'browse' | 'describe';

export interface AdviceContext {
  mode: AdviceMode;
  description: Description;
  candidates: PestListItem[];
  cropPage: number;
  slug: string | null;
  entry: Pest | null;
  failure: ApiFailure | null;
  attached: CallbackCase | null;
  /** Set when the reader ended with "Talk to an agronomist" on an attached case. */
  toAgronomist: boolean;
}
