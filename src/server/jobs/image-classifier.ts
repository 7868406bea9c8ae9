import type { DifferentialStart, Prediction, Verdict } from '../../contract/classify.ts';

/** What the worker needs from the classifier (src/ml): a verdict and the top predictions for one photo. */
export interface ClassifierOutcome {
  verdict: Verdict;
  predictions: Prediction[];
  model_version: string;
  /** Where the chat's differential diagnosis starts, when the classifier gives it. */
  differential?: DifferentialStart | null;
}

export interface ImageClassifier {
  /** `crop`: what the farmer said the plant is (the upload's crop field); narrows the answer to it. */
  classify(image: Buffer, options?: { crop?: string }): Promise<ClassifierOutcome>;
  close(): Promise<void>;
}

/** The classifier gave up on this photo for good (e.g. it cannot decode it); retrying cannot help. */
export class UnclassifiableImageError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UnclassifiableImageError';
  }
}
