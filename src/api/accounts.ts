import {
  loginResponseSchema,
  userProfileSchema,
  type LoginRequest,
  type PasswordReset,
  type PasswordResetRequest,
  type RegisterRequest,
} from '../contract/accounts.ts';
import type { UserProfile } from '../contract/session.ts';
import { apiClient } from './api-client.ts';
import {
  clearSessionTokens,
  forgetProfile,
  getRefreshToken,
  storeProfile,
  storeSessionTokens,
} from './session-store.ts';

/** Logs in and stores the session and profile (SPEC §3); answers the profile. */
export async function logIn(credentials: LoginRequest): Promise<UserProfile> {
  const { data } = await apiClient.post('accounts/login/', credentials);
  const { user, ...tokens } = loginResponseSchema.parse(data);
  storeSessionTokens(tokens);
  storeProfile(user);
  return user;
}

export async function register(details: RegisterRequest): Promise<UserProfile> {
  const { data } = await apiClient.post('accounts/register/', details);
  return userProfileSchema.parse(data);
}

/** A sign-out on a poor network waits this long for the server, not the client's usual 30 seconds. */
const LOGOUT_TIMEOUT_MS = 8_000;

/** Ends the login on the server too; the device forgets the tokens even when the server cannot be reached. */
export async function logOut(): Promise<void> {
  const refresh = getRefreshToken();
  try {
    if (refresh)
      await apiClient.post(
        'accounts/logout/',
        { refresh },
        { skipAuthRefresh: true, timeout: LOGOUT_TIMEOUT_MS },
      );
  } finally {
    clearSessionTokens();
  }
}

export async function requestPasswordReset(request: PasswordResetRequest): Promise<void> {
  await apiClient.post('accounts/password/reset/request/', request);
}

export async function resetPassword(reset: PasswordReset): Promise<void> {
  await apiClient.post('accounts/password/reset/', reset);
}

/** Deletes the account and everything of it on this device. */
export async function deleteAccount(userId: string): Promise<void> {
  await apiClient.delete(`accounts/users/${userId}`);
  clearSessionTokens();
  forgetProfile();
}
