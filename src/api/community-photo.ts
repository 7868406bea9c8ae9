import { fetchTaskStatus, uploadPhoto } from './classify.ts';

/**
 * A photo for a Community question goes in as a plant check's does (`classify/image/`: its type
 * sniffed, EXIF stripped, one idempotency key across retries); the question then names it by the
 * image id, which the check's status gives at once, before the model has answered.
 */
export async function uploadQuestionPhoto(photo: Blob, crop: string, key: string): Promise<string> {
  const sent = await uploadPhoto({ photo, metadata: { crop }, idempotencyKey: key });
  const status = await fetchTaskStatus(sent.task_id);
  return status.image_id;
}
