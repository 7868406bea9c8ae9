import type { ApiFailure } from '../../../api/api-failure.ts';
import type { Answers } from './form-spec.ts';

export interface FormContext<Options, Result> {
  answers: Answers;
  /** What `load` fetched for the questions to offer (a catalogue), if anything. */
  options: Options;
  /** The question asked; the questions' length while the summary is shown. */
  index: number;
  /** Set while one answer is changed from the summary. */
  editing: boolean;
  failure: ApiFailure | null;
  result: Result | null;
}
