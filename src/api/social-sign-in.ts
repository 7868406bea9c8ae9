import type { LoginResponse } from '../contract/accounts.ts';
import {
  socialProvidersSchema,
  socialSessionSchema,
  loginResponseSchema,
  type SocialLink,
  type SocialProvider,
  type SocialRegister,
  type SocialSession,
} from '../contract/social-sign-in.ts';
import { apiBaseUrl, apiClient } from './api-client.ts';
import { storeProfile, storeSessionTokens } from './session-store.ts';

/** The providers one may sign in with; none when the server has none configured. */
export async function fetchSocialProviders(): Promise<SocialProvider[]> {
  const { data } = await apiClient.get('accounts/social/providers/');
  return socialProvidersSchema.parse(data).providers;
}

/** Where the browser goes to sign in at a provider: a plain navigation, not a call. */
export const socialStartAddress = (provider: string) => `${apiBaseUrl}accounts/social/${provider}/start/`;

/** Stores the login as a password sign-in does. */
function keep(login: LoginResponse): LoginResponse {
  const { user, ...tokens } = login;
  storeSessionTokens(tokens);
  storeProfile(user);
  return login;
}

export async function exchangeSocialTicket(ticket: string): Promise<SocialSession> {
  const { data } = await apiClient.post('accounts/social/session/', { ticket }, { withoutBearer: true });
  const session = socialSessionSchema.parse(data);
  if (session.status === 'signed_in') keep(session);
  return session;
}

export async function registerWithProvider(details: SocialRegister): Promise<LoginResponse> {
  const { data } = await apiClient.post('accounts/social/register/', details, { withoutBearer: true });
  return keep(loginResponseSchema.parse(data));
}

export async function linkWithPassword(link: SocialLink): Promise<LoginResponse> {
  const { data } = await apiClient.post('accounts/social/link/', link, { withoutBearer: true });
  return keep(loginResponseSchema.parse(data));
}
