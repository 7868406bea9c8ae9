import type { Prediction } from '../../../contract/classify.ts';

/**
 * The one projection of a prediction: only the four fields the API promises (label, crop, condition,
 * confidence) leave the server, whatever else the model or a stored row carries.
 */
export const apiPredictions = (predictions: readonly Prediction[]): Prediction[] =>
  predictions.map(({ label, crop, condition, confidence }) => ({ label, crop, condition, confidence }));
