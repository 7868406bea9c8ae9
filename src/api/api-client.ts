import axios from 'axios';
import i18next from 'i18next';
import { getAccessToken } from './session-store.ts';
import { installTokenRefresh } from './token-refresh.ts';

/** The API host; same origin unless the build names another host that speaks the same contract. */
export const apiBaseUrl = `${import.meta.env.VITE_API_HOST ?? ''}/api/v1/`;

/** The one axios instance every endpoint module uses. */
export const apiClient = axios.create({
  baseURL: apiBaseUrl,
  timeout: 30_000,
  headers: { Accept: 'application/json' },
});

// SPEC §6: the bearer header goes on every request when a token is stored, and only then — except the
// token refresh, whose credential is in the body and whose stored access token has usually expired.
apiClient.interceptors.request.use((request) => {
  const token = request.withoutBearer ? null : getAccessToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  else request.headers.delete('Authorization');
  request.headers.set('Accept-Language', i18next.resolvedLanguage ?? 'en');
  return request;
});

installTokenRefresh(apiClient);
