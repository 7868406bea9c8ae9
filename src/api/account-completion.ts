import type { CompleteAccountRequest } from '../contract/account-completion.ts';
import { userProfileSchema, type UserProfile } from '../contract/session.ts';
import { apiClient } from './api-client.ts';
import { storeProfile } from './session-store.ts';

/**
 * Gives a Community-only account its names, phone number and password (`accounts/complete/`); the
 * profile is stored as answered, so the greeting and the menus know the account is complete.
 */
export async function completeAccount(details: CompleteAccountRequest): Promise<UserProfile> {
  const { data } = await apiClient.post('accounts/complete/', details);
  const profile = userProfileSchema.parse(data);
  storeProfile(profile);
  return profile;
}
