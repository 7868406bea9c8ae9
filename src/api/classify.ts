import {
  IDEMPOTENCY_HEADER,
  taskStatusSchema,
  UPLOAD_TOKEN_HEADER,
  uploadAnswerSchema,
  type UploadMetadata,
} from '../contract/classify.ts';
import { apiClient } from './api-client.ts';
import { getAccessToken } from './session-store.ts';
import { uploadToken } from './upload-token.ts';

const ownerHeaders = (): Record<string, string> =>
  getAccessToken() ? {} : { [UPLOAD_TOKEN_HEADER]: uploadToken() };

export interface PhotoUpload {
  photo: Blob;
  metadata: UploadMetadata;
  /** The same key on every retry of this photo, so the server keeps it once. */
  idempotencyKey: string;
  onProgress?: (sentBytes: number, totalBytes: number) => void;
}

/** `classify/image/`: answers at once with the task to poll. */
export async function uploadPhoto({ photo, metadata, idempotencyKey, onProgress }: PhotoUpload) {
  const form = new FormData();
  for (const [field, value] of Object.entries(metadata)) {
    if (value !== undefined && value !== null) form.append(field, String(value));
  }
  const extension = photo.type === 'image/webp' ? 'webp' : 'jpg';
  form.append('image', photo, `photo.${extension}`);
  const { data } = await apiClient.post('classify/image/', form, {
    headers: { ...ownerHeaders(), [IDEMPOTENCY_HEADER]: idempotencyKey },
    // A photo on 3G may take a while; the task id comes back as soon as the bytes are in.
    timeout: 120_000,
    onUploadProgress: (event) => onProgress?.(event.loaded, event.total ?? photo.size),
  });
  return uploadAnswerSchema.parse(data);
}

/** `classify/task-status/`: pending, running, succeeded (with the result) or failed (with a reason). */
export async function fetchTaskStatus(taskId: string) {
  const { data } = await apiClient.get('classify/task-status/', {
    params: { task_id: taskId },
    headers: ownerHeaders(),
    timeout: 15_000,
  });
  return taskStatusSchema.parse(data);
}
