import * as oidc from 'openid-client';
import type { SocialProviderConfig } from '../../config/social-sign-in-config.ts';

/** A provider slower than this is treated as down: a person waits on a blank page meanwhile. */
const PROVIDER_TIMEOUT_SECONDS = 10;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A provider on this machine (the tests' own) speaks plain HTTP; any other must use HTTPS. */
export const isLoopback = (address: string) => LOOPBACK.has(new URL(address).hostname);

/** The provider could not be reached, timed out, or failed on its side: a clear message, nothing made. */
export class ProviderUnavailable extends Error {
  constructor(cause: unknown) {
    super('social sign-in provider unavailable', { cause });
    this.name = 'ProviderUnavailable';
  }
}

/** Whether an error from openid-client means the provider is down rather than that the answer was wrong. */
export function isProviderDown(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ProviderUnavailable) return true;
    if (cause instanceof TypeError || cause.name === 'AbortError' || cause.name === 'TimeoutError')
      return true;
    const status = (cause as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 500) return true;
  }
  return false;
}

/**
 * The configured providers and their discovered metadata. A provider's metadata is fetched at its
 * first use and kept; a failed fetch is not, so a provider that comes back up works again at once.
 */
export class OidcProviders {
  private readonly discovered = new Map<string, oidc.Configuration>();

  constructor(readonly list: SocialProviderConfig[]) {}

  byId(id: string): SocialProviderConfig | undefined {
    return this.list.find((provider) => provider.id === id);
  }

  async configuration(provider: SocialProviderConfig): Promise<oidc.Configuration> {
    const known = this.discovered.get(provider.id);
    if (known) return known;
    try {
      const configuration = await oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          execute: isLoopback(provider.issuer) ? [oidc.allowInsecureRequests] : [],
        },
      );
      this.discovered.set(provider.id, configuration);
      return configuration;
    } catch (error) {
      throw new ProviderUnavailable(error);
    }
  }
}
