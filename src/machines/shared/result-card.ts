import type { DiagnosisCardData } from '../../conversation/cards/diagnosis-card-data.ts';
import type { MessageBody } from '../../conversation/chat-message.ts';
import { confidenceWording, type CombinedResult } from '../../ml/combine-results.ts';
import type { ModelLabels } from './model-labels.ts';
import { safeSteps } from './safe-steps.ts';

/** What the card shows of the check besides its result: the crop named and the photos' thumbnails. */
interface CheckShown {
  crop: string | null;
  thumbnails: string[];
}

/** The result card: top match and up to two alternatives, each with a reference photo to compare. */
export function resultCard(combined: CombinedResult, labels: ModelLabels, pending: CheckShown): MessageBody {
  const candidates = combined.verdict === 'not_a_plant' ? [] : combined.predictions;
  const data: DiagnosisCardData = {
    verdict: combined.verdict,
    crop: pending.crop,
    photos: pending.thumbnails,
    model_version: combined.model_version,
    // "Not sure" is never a card without something to do today.
    steps:
      combined.verdict === 'not_sure'
        ? safeSteps(
            labels,
            candidates.map((prediction) => prediction.label),
          )
        : [],
    candidates: candidates.map((prediction) => {
      const credit = labels.credits[prediction.label];
      return {
        label: prediction.label,
        crop: prediction.crop,
        confidence: prediction.confidence,
        // Under "not sure" nothing is "very likely": the card never contradicts its own sentence.
        wording: combined.verdict === 'confident' ? confidenceWording(prediction.confidence) : 'possibly',
        photo: credit
          ? {
              src: `/reference-photos/${credit.file}`,
              source: credit.source,
              licence: credit.licence,
              credit: credit.credit,
            }
          : null,
      };
    }),
  };
  return { kind: 'card', card: 'diagnosis', data };
}
