import { fromPromise } from 'xstate';
import { uploadPhoto } from '../../../api/classify.ts';
import { addDiagnosisImage, confirmFirstDiagnosis, createDiagnosis } from '../../../api/diagnosis.ts';
import { fetchAllPlantings } from '../../../api/planting-info.ts';
import { currentNetworkType, deviceCountry } from '../../../conversation/photo/network-info.ts';
import { reportUploadProgress } from '../../../conversation/photo/upload-progress.ts';
import type { PreparedPhoto } from '../../../conversation/photo/prepared-photo.ts';
import type { TaskStatusAnswer, UploadMetadata } from '../../../contract/classify.ts';
import type { CombinedResult } from '../../../ml/combine-results.ts';
import { fetchModelLabels, type ModelLabels } from './model-labels.ts';
import { checkOnPhone, type PhoneCheckInput } from './phone-check.ts';
import { queueForLater, type QueueInput } from './queued-diagnosis.ts';

export interface UploadInput {
  uploadId: string;
  photos: PreparedPhoto[];
  /** One per photo, kept across retries so a photo that did arrive is not stored twice. */
  keys: string[];
  metadata: UploadMetadata;
}

export interface SaveInput {
  crop: string | null;
  /** The farm the case is filed under: the selected one (SPEC §3's shared state), if any. */
  farm: string | null;
  label: string;
  tasks: TaskStatusAnswer[];
}

/** A case joins the farmer's latest planting of that crop, when they saved one; without it, it stands alone. */
async function latestPlantingOf(crop: string | null): Promise<string | null> {
  if (!crop) return null;
  const plantings = await fetchAllPlantings().catch(() => []);
  return plantings.find((planting) => planting.crop === crop)?.id ?? null;
}

/** The flow's side effects, each named so tests swap them with `.provide()`. */
export const diagnosisActors = {
  loadLabels: fromPromise<ModelLabels>(() => fetchModelLabels()),
  upload: fromPromise<string[], UploadInput>(async ({ input }) => {
    const total = input.photos.reduce((sum, photo) => sum + photo.upload.size, 0);
    let before = 0;
    const taskIds: string[] = [];
    for (const [index, photo] of input.photos.entries()) {
      const answer = await uploadPhoto({
        photo: photo.upload,
        idempotencyKey: input.keys[index]!,
        metadata: {
          ...input.metadata,
          image_source: photo.source,
          taken_at: photo.takenAt,
          locale: deviceCountry(),
          network_type: currentNetworkType(),
        },
        onProgress: (sent) => reportUploadProgress(input.uploadId, (before + sent) / total),
      });
      before += photo.upload.size;
      taskIds.push(answer.task_id);
    }
    reportUploadProgress(input.uploadId, 1);
    return taskIds;
  }),
  /** No network: the photos and the case wait on the device (queued-diagnosis.ts). */
  queueCheck: fromPromise<string, QueueInput>(({ input }) => queueForLater(input)),
  /** The model on the phone, loaded only now; its answer is kept with the queued check. */
  checkOnPhone: fromPromise<CombinedResult | null, PhoneCheckInput>(({ input }) => checkOnPhone(input)),
  /** A signed-in user's case: the diagnosis, its photos, and the label they confirmed on each result. */
  save: fromPromise<string, SaveInput>(async ({ input }) => {
    const diagnosis = await createDiagnosis({
      crop: input.crop,
      planting: await latestPlantingOf(input.crop),
      farm: input.farm,
      status: 'confirmed',
      confirmed_label: input.label,
    });
    for (const task of input.tasks) {
      await addDiagnosisImage(diagnosis.id, task.image_id);
      if (task.result) await confirmFirstDiagnosis(task.result.first_diagnosis_id, input.label);
    }
    return diagnosis.id;
  }),
};
