import {
  alertDraftDetailSchema,
  alertDraftListSchema,
  alertDraftSchema,
  alertThresholdSchema,
  alertThresholdsSchema,
  type AlertDraft,
  type AlertDraftDetail,
  type AlertDraftStatus,
  type AlertDraftUpdate,
  type AlertThreshold,
  type AlertThresholds,
  type AlertThresholdUpdate,
} from '../contract/alerts.ts';
import { apiClient } from './api-client.ts';

export async function fetchAlertDrafts(status: AlertDraftStatus): Promise<AlertDraft[]> {
  const { data } = await apiClient.get('staff/alerts/drafts/', { params: { status } });
  return alertDraftListSchema.parse(data).results;
}

export async function fetchAlertDraft(id: string): Promise<AlertDraftDetail> {
  const { data } = await apiClient.get(`staff/alerts/drafts/${id}/`);
  return alertDraftDetailSchema.parse(data);
}

export async function editAlertText(id: string, update: AlertDraftUpdate): Promise<AlertDraft> {
  const { data } = await apiClient.patch(`staff/alerts/drafts/${id}/`, update);
  return alertDraftSchema.parse(data);
}

/** Approves (it goes to the farmers) or drops a draft; the answer is the alert as the server decided it. */
export async function decideAlert(id: string, action: 'approve' | 'drop'): Promise<AlertDraft> {
  const { data } = await apiClient.post(`staff/alerts/drafts/${id}/${action}/`);
  return alertDraftSchema.parse(data);
}

export async function fetchAlertThresholds(): Promise<AlertThresholds> {
  const { data } = await apiClient.get('staff/alerts/thresholds/');
  return alertThresholdsSchema.parse(data);
}

export async function setAlertThreshold(
  condition: string,
  threshold: AlertThresholdUpdate,
): Promise<AlertThreshold> {
  const { data } = await apiClient.put(`staff/alerts/thresholds/${condition}/`, threshold);
  return alertThresholdSchema.parse(data);
}
