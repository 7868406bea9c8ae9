import { CONSENT_COOKIE } from '../../../contract/analytics-consent.ts';

/**
 * Whether the request's cookie says "also help us improve". The client stops recording as soon as
 * someone chooses "necessary only"; the server checks again, so a batch sent before the choice
 * reached every tab is still dropped.
 */
export function allowsAnalytics(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .includes(`${CONSENT_COOKIE}=improve`);
}
