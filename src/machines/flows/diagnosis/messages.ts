import type { UploadCardData } from '../../../conversation/cards/diagnosis-card-data.ts';
import type { MessageBody, QuickReply } from '../../../conversation/chat-message.ts';
import type { PreparedPhoto } from '../../../conversation/photo/prepared-photo.ts';
import type { CallbackCase } from '../../../contract/callback.ts';
import type { DifferentialRecord } from '../../../contract/differential.ts';
import type { TaskStatusAnswer } from '../../../contract/classify.ts';
import type { CombinedResult } from '../../../ml/combine-results.ts';
import { knownCrops, type ModelLabels } from '../../shared/model-labels.ts';
import type { PendingDiagnosis } from './pending-diagnosis.ts';
import { BACK, choice, type SayParams } from '../../../conversation/flow-protocol.ts';

/** Replies that lead to the photo question open the camera in the same tap: browsers allow no later. */
const opensCamera = (reply: QuickReply): QuickReply => ({ ...reply, opens: 'photo' });
export const retakeReply = opensCamera(choice('retake', 'diagnosis:retake'));
export const morePhotoReply = opensCamera(choice('more_photo', 'diagnosis:more_photos.offer'));

export const CROP_PREFIX = 'crop:';
export const CONFIRM_PREFIX = 'confirm:';
export const PROVIDERS = ['safaricom', 'airtel', 'telkom', 'other'] as const;

export const cropQuestion = (labels: ModelLabels): SayParams => ({
  body: { kind: 'text', text: { key: 'diagnosis:ask_crop' } },
  quickReplies: [
    ...knownCrops(labels.metadata).map((crop) => choice(`${CROP_PREFIX}${crop}`, `diagnosis:crop.${crop}`)),
    choice(`${CROP_PREFIX}unknown`, 'diagnosis:crop_unknown'),
    BACK,
  ],
});

/** A crop the farmer already named, confirmed in one tap ("Mahindi — sawa?"), or another picked. */
export const cropConfirm = (crop: string): SayParams => ({
  body: { kind: 'text', text: { key: 'diagnosis:confirm_crop', params: { crop } } },
  quickReplies: [
    choice(`${CROP_PREFIX}${crop}`, 'diagnosis:crop_right'),
    choice('other_crop', 'diagnosis:other_crop'),
    BACK,
  ],
});

export const uploadCard = (uploadId: string, photos: PreparedPhoto[]): MessageBody => {
  const data: UploadCardData = {
    uploadId,
    count: photos.length,
    bytes: photos.reduce((sum, photo) => sum + photo.upload.size, 0),
  };
  return { kind: 'card', card: 'upload', data };
};

/**
 * What the user can answer to a confident or not-a-plant card (a `not_sure` one goes to the
 * differential): one next step first (confirm the match, else new photos), the rest folded under
 * "other options", an agronomist always among them.
 */
/** "It is a plant", after a "not a plant" answer. */
export const IS_A_PLANT = 'is_plant';

export function resultReplies(combined: CombinedResult, canCallback: boolean): QuickReply[] {
  const matches =
    combined.verdict === 'confident'
      ? combined.predictions.map((prediction, index) =>
          index === 0
            ? choice(`${CONFIRM_PREFIX}${prediction.label}`, 'diagnosis:confirm')
            : {
                value: `${CONFIRM_PREFIX}${prediction.label}`,
                label: { key: 'diagnosis:pick_alternative', params: { label: prediction.label } },
              },
        )
      : [];
  const none = matches.length ? [choice('none', 'diagnosis:none_match')] : [];
  const callback = canCallback ? [choice('callback', 'diagnosis:callback')] : [];
  const [primary, ...rest] = [...matches, ...none, retakeReply, ...callback];
  // A leaf on a cluttered field background is sometimes taken for "not a plant" (the model card: 44 of
  // 323 field photos from an unfamiliar source): the farmer can say it is one and go to the differential.
  const plant =
    combined.verdict === 'not_a_plant' && combined.predictions.length > 0
      ? [choice(IS_A_PLANT, 'diagnosis:is_a_plant')]
      : [];
  return [primary!, ...plant, ...rest.map((reply) => ({ ...reply, more: true }))];
}

/** What an agronomist sees with the booking: the photos (by id; the server checks they are ours), the result and the place. */
export function callbackCase(
  pending: PendingDiagnosis,
  tasks: TaskStatusAnswer[],
  combined: CombinedResult | null,
  differential: DifferentialRecord | null = null,
): CallbackCase {
  const top = combined?.predictions[0];
  const { place } = pending;
  return {
    first_diagnosis_ids: tasks.flatMap((task) => (task.result ? [task.result.first_diagnosis_id] : [])),
    photo_ids: tasks.map((task) => task.image_id),
    finding: top
      ? { label: top.label, confidence: top.confidence, unsure: combined?.verdict !== 'confident' }
      : undefined,
    crop: pending.crop ?? undefined,
    place: place ? { name: place.name, latitude: place.latitude, longitude: place.longitude } : undefined,
    differential: differential ?? undefined,
  };
}
