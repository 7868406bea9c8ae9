import axios from 'axios';
import i18next from 'i18next';
import { getAccessToken } from './session-store.ts';
import { isKioskTablet } from './kiosk-tablet.ts';
import { installTokenRefresh } from './token-refresh.ts';
import { uploadToken } from './upload-token.ts';
import { UPLOAD_TOKEN_HEADER } from '../contract/classify.ts';
import { KIOSK_HEADER } from '../contract/kiosk-header.ts';

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
// Without one, the device's upload token goes instead: the server counts its general limit per device,
// so farmers who share an address (an operator's, a shop's Wi-Fi) are not refused for each other.
apiClient.interceptors.request.use((request) => {
  const token = request.withoutBearer ? null : getAccessToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  else request.headers.delete('Authorization');
  if (!getAccessToken()) request.headers.set(UPLOAD_TOKEN_HEADER, uploadToken());
  request.headers.set('Accept-Language', i18next.resolvedLanguage ?? 'en');
  // A shop's shared tablet: the server then keeps owner photos out of the browser's cache.
  if (isKioskTablet()) request.headers.set(KIOSK_HEADER, '1');
  else request.headers.delete(KIOSK_HEADER);
  return request;
});

installTokenRefresh(apiClient);
