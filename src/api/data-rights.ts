import { exportPreparingSchema } from '../contract/data-rights.ts';
import { apiClient } from './api-client.ts';

export type DataExport =
  { status: 'ready'; archive: Blob } | { status: 'preparing'; retryAfterSeconds: number };

/** `GET accounts/me/export/`: the ZIP at once, or "preparing" while a job builds a large one. */
export async function requestDataExport(): Promise<DataExport> {
  const response = await apiClient.get<Blob>('accounts/me/export/', { responseType: 'blob' });
  if (response.status === 202) {
    const preparing = exportPreparingSchema.parse(JSON.parse(await response.data.text()));
    return { status: 'preparing', retryAfterSeconds: preparing.retry_after_seconds };
  }
  return { status: 'ready', archive: response.data };
}
