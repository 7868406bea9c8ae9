import {
  exportPreparingSchema,
  profileUpdatedSchema,
  type ContactConfirm,
  type ProfileUpdate,
  type ProfileUpdated,
} from '../contract/data-rights.ts';
import { apiClient } from './api-client.ts';

export type DataExport =
  { status: 'ready'; archive: Blob } | { status: 'preparing'; retryAfterSeconds: number };

/** `PATCH accounts/me/`: names change at once; a new phone number or e-mail comes back in `pending`. */
export async function updateProfile(update: ProfileUpdate): Promise<ProfileUpdated> {
  const { data } = await apiClient.patch('accounts/me/', update);
  return profileUpdatedSchema.parse(data);
}

/** `POST accounts/me/confirm/`: the code sent to the new address applies the waiting change. */
export async function confirmContactChange(confirm: ContactConfirm): Promise<ProfileUpdated> {
  const { data } = await apiClient.post('accounts/me/confirm/', confirm);
  return profileUpdatedSchema.parse(data);
}

/**
 * Exports kept in memory for the chat's card to save: a card holds plain JSON (the transcript is
 * persisted), so it carries this id instead of the file. Ids include the time, so a card from another
 * visit, or another account's transcript on this device, never finds a file that is not its own.
 */
const keptArchives = new Map<string, Blob>();
let keptCount = 0;

export function keepArchive(archive: Blob): string {
  keptCount += 1;
  const id = `${Date.now().toString(36)}-${keptCount}`;
  keptArchives.set(id, archive);
  return id;
}

export function keptArchive(id: string): Blob | null {
  return keptArchives.get(id) ?? null;
}

/** `GET accounts/me/export/`: the ZIP at once, or "preparing" while a job builds a large one. */
export async function requestDataExport(): Promise<DataExport> {
  const response = await apiClient.get<Blob>('accounts/me/export/', { responseType: 'blob' });
  if (response.status === 202) {
    const preparing = exportPreparingSchema.parse(JSON.parse(await response.data.text()));
    return { status: 'preparing', retryAfterSeconds: preparing.retry_after_seconds };
  }
  return { status: 'ready', archive: response.data };
}
