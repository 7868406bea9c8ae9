import type { ApiFailure } from '../../../api/api-failure.ts';
import type { PreparedPhoto } from '../../../conversation/photo/prepared-photo.ts';
import type { CallbackCase } from '../../../contract/callback.ts';
import type { TaskStatusAnswer } from '../../../contract/classify.ts';
import type { CombinedResult } from '../../../ml/combine-results.ts';
import type { ModelLabels } from './model-labels.ts';
import type { PendingDiagnosis } from './pending-diagnosis.ts';
import type { FlowSay, UserEvent } from '../../../conversation/flow-protocol.ts';
import type { PollReport } from './polling/machine.ts';

export interface DiagnosisFlowInput {
  /** Photos sent before a reload or a lost connection: the flow goes straight back to waiting for them. */
  resume?: PendingDiagnosis;
  /** Whether the conversation can hand over to an agronomist callback (the flow 'callback'). */
  canCallback?: boolean;
}

export type HandOver =
  { flow: 'advice'; input: { slug?: string } } | { flow: 'callback'; input: { case: CallbackCase } };

/** The user's answers, and what the poller (an invoked child) says and reports. */
export type DiagnosisEvent = UserEvent | FlowSay | PollReport;

export interface DiagnosisContext {
  labels: ModelLabels | null;
  crop: string | null;
  photos: PreparedPhoto[];
  place: PendingDiagnosis['place'];
  provider: string | null;
  /** One idempotency key per photo, made when the photos are chosen and kept across retries. */
  keys: string[];
  uploadId: string;
  pending: PendingDiagnosis | null;
  /** The check kept in the device's queue when there was no network to send it. */
  queuedId: string | null;
  tasks: TaskStatusAnswer[];
  combined: CombinedResult | null;
  confirmed: string | null;
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
  return {
    labels: null,
    crop: input?.resume?.crop ?? null,
    photos: [],
    place: input?.resume?.place ?? null,
    provider: null,
    keys: [],
    uploadId: newId(),
    pending: input?.resume ?? null,
    queuedId: null,
    tasks: [],
    combined: null,
    confirmed: null,
    failure: null,
    canCallback: input?.canCallback ?? true,
    offlineSaid: false,
    next: null,
  };
}
