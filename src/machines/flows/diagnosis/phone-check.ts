import { updateQueuedCheck } from '../../../api/upload-queue.ts';
import { combineResults, type CombinedResult } from '../../../ml/combine-results.ts';
import type { BrowserClassifier } from '../../../ml/classify-browser.ts';

export interface PhoneCheckInput {
  /** The queued check that keeps the answer, so the server's later answer can be compared with it. */
  queuedId: string;
  photos: Blob[];
  crop: string | null;
}

let classifier: Promise<BrowserClassifier> | null = null;

/**
 * ONNX Runtime and the model are megabytes: they load on the first offline check (from the service
 * worker's cache, filled by "Download for offline use" or an earlier check), never on the first screen.
 */
function loadClassifier(): Promise<BrowserClassifier> {
  classifier ??= import('../../../ml/classify-browser.ts')
    .then(({ createBrowserClassifier }) => createBrowserClassifier())
    .catch((error: unknown) => {
      classifier = null;
      throw error;
    });
  return classifier;
}

/** The same verdict rules as the server's (interpret.ts, combine-results.ts), run on the phone. */
export async function checkOnPhone({
  queuedId,
  photos,
  crop,
}: PhoneCheckInput): Promise<CombinedResult | null> {
  const model = await loadClassifier();
  const results = [];
  for (const photo of photos) results.push(await model.classify(photo, crop ? { crop } : {}));
  const combined = combineResults(results);
  const top = combined?.predictions[0];
  if (combined && top)
    await updateQueuedCheck(queuedId, { onDevice: { label: top.label, verdict: combined.verdict } });
  return combined;
}
