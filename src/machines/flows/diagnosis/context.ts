import { rememberedAnswers } from '../../../conversation/photo/remembered-answers.ts';
import type { ApiFailure } from '../../../api/api-failure.ts';
import type { PreparedPhoto } from '../../../conversation/photo/prepared-photo.ts';
import type { TaskStatusAnswer, UploadMetadata } from '../../../contract/classify.ts';
import type { CombinedResult } from '../../../ml/combine-results.ts';
import type { HandOver } from '../../shared/hand-over.ts';
import type { ModelLabels } from '../../shared/model-labels.ts';
import type { PendingDiagnosis } from './pending-diagnosis.ts';
import type { Entities } from '../../../language/intents/entities.ts';

export interface DiagnosisFlowInput {
  /** Photos sent before a reload or a lost connection: the flow goes straight back to waiting for them. */
  resume?: PendingDiagnosis;
  /** Whether the conversation can hand over to an agronomist callback (the flow 'callback'). */
  canCallback?: boolean;
  /** What the farmer's words already said ("mahindi yangu yana madoa"): a named crop is confirmed, not asked. */
  entities?: Entities;
}

/** Where the upload step begins: new photos to send, photos sent to wait for, or a failed send again. */
export type UploadStart = 'send' | 'wait' | 'failed';

/** The place and network asked once per device, and whether this check asked them. */
export interface DeviceAnswers {
  place: PendingDiagnosis['place'];
  provider: string | null;
  /**
   * Place and network were answered (or skipped) in this check: with a storage that keeps nothing
   * (blocked, full, private mode) they are not asked again straight after, only at the next check.
   */
  answeredHere: { place: boolean; provider: boolean };
}

export interface DiagnosisContext extends DeviceAnswers {
  labels: ModelLabels | null;
  crop: string | null;
  /** A crop named in the words that started the check, offered for a one-tap "yes" until answered. */
  namedCrop: string | null;
  photos: PreparedPhoto[];
  /** One idempotency key per photo, made when the photos are chosen and kept across retries. */
  keys: string[];
  uploadId: string;
  uploadStart: UploadStart;
  pending: PendingDiagnosis | null;
  tasks: TaskStatusAnswer[];
  combined: CombinedResult | null;
  /** Photos were added to an unsure case: its answer says it is one answer for all of them. */
  addedPhotos: boolean;
  /** Why the last send failed; a queue that could not keep the photos says it again. */
  failure: ApiFailure | null;
  canCallback: boolean;
  /** Whether the poller said the offline notice; it is said once per check. */
  offlineSaid: boolean;
  next: HandOver | null;
}

/** Random ids for idempotency keys and upload cards; a fallback where crypto.randomUUID is missing. */
export const newId = () =>
  typeof crypto !== 'undefined' && crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

/** A new check, or one picked up again after a reload with its photos already sent. */
export function initialContext(input: DiagnosisFlowInput | undefined): DiagnosisContext {
  const remembered = rememberedAnswers();
  return {
    labels: null,
    crop: input?.resume?.crop ?? null,
    namedCrop: input?.entities?.crop ?? null,
    photos: [],
    place: input?.resume?.place ?? remembered.place ?? null,
    provider: remembered.provider ?? null,
    answeredHere: { place: false, provider: false },
    keys: [],
    uploadId: newId(),
    uploadStart: 'wait',
    pending: input?.resume ?? null,
    tasks: [],
    combined: null,
    addedPhotos: false,
    failure: null,
    canCallback: input?.canCallback ?? true,
    offlineSaid: false,
    next: null,
  };
}

/** What goes with the photos, sent now or queued offline: the crop, the place and the mobile network. */
export const uploadMetadata = (
  context: Pick<DiagnosisContext, 'crop' | 'place' | 'provider'>,
): UploadMetadata => ({
  crop: context.crop ?? undefined,
  latitude: context.place?.latitude,
  longitude: context.place?.longitude,
  altitude: context.place?.altitude,
  network_provider: context.provider ?? undefined,
});
