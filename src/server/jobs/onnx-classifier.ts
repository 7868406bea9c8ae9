import { createClassifierPool, type ClassifierPool } from '../../ml/classifier-pool.ts';
import { apiPredictions } from '../services/classify/api-predictions.ts';
import type { ImageClassifier } from './image-classifier.ts';

/**
 * The shipped ONNX model in a pool of worker threads (src/ml), started at the first photo so a server
 * that never classifies never loads the model. Only what the API promises leaves it: label, crop,
 * condition and confidence per prediction (and per differential candidate). With the upload's crop, predictions are that crop's classes
 * (and "not a plant") renormalised; a photo that looks strongly like another crop comes back
 * `not_sure` with that crop's classes first, so the client can say so.
 */
export function createOnnxClassifier(threads: number): ImageClassifier {
  let pool: ClassifierPool | null = null;
  return {
    async classify(image, options = {}) {
      pool ??= createClassifierPool({ threads });
      const { verdict, predictions, model_version, differential } = await pool.classify(image, options.crop);
      return {
        verdict,
        model_version,
        predictions: apiPredictions(predictions),
        differential: { ...differential, candidates: apiPredictions(differential.candidates) },
      };
    },
    close: async () => {
      await pool?.close();
    },
  };
}
