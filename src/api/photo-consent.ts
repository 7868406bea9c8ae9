import { photoConsentSchema } from '../contract/photo-consent.ts';
import { apiClient } from './api-client.ts';

/** Whether this farmer's checked photos may improve the photo checker; null until they were asked. */
export async function fetchPhotoConsent(): Promise<boolean | null> {
  const { data } = await apiClient.get('accounts/me/photo-consent/');
  return photoConsentSchema.parse(data).allowed;
}

export async function savePhotoConsent(allowed: boolean): Promise<boolean | null> {
  const { data } = await apiClient.put('accounts/me/photo-consent/', { allowed });
  return photoConsentSchema.parse(data).allowed;
}
