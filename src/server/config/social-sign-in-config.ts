import { z } from 'zod';

/** One OpenID Connect provider people may sign in with (issue 31 §3). */
export interface SocialProviderConfig {
  /** Our short name for it, in addresses and in the identities table: `[a-z0-9-]+`. */
  id: string;
  /** What its button says, e.g. "Google". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface SocialSignInConfig {
  providers: SocialProviderConfig[];
  /**
   * Our own address as the browser sees it (e.g. https://mimea.example): the providers send people
   * back to `<publicUrl>/api/v1/accounts/social/callback/`, which must be registered with each. When
   * unset, the address of the request that starts a sign-in is used.
   */
  publicUrl: string | undefined;
}

const providersSchema = z.array(
  z.object({
    id: z.string().regex(/^[a-z0-9-]{1,30}$/),
    name: z.string().trim().min(1).max(40),
    issuer: z.url(),
    client_id: z.string().min(1),
    client_secret: z.string().min(1),
  }),
);

/**
 * `OIDC_PROVIDERS`: a JSON list of `{id, name, issuer, client_id, client_secret}`. Unset or empty, there
 * is no social sign-in at all: the API lists no providers and the client shows no button.
 */
export function loadSocialSignInConfig(env: Record<string, string | undefined>): SocialSignInConfig {
  const raw = env.OIDC_PROVIDERS?.trim();
  let providers: SocialProviderConfig[] = [];
  if (raw) {
    const parsed = providersSchema.safeParse(JSON.parse(raw));
    if (!parsed.success)
      throw new Error(`OIDC_PROVIDERS is not a valid provider list: ${parsed.error.message}`);
    providers = parsed.data.map((provider) => ({
      id: provider.id,
      name: provider.name,
      issuer: provider.issuer,
      clientId: provider.client_id,
      clientSecret: provider.client_secret,
    }));
    if (new Set(providers.map((provider) => provider.id)).size !== providers.length)
      throw new Error('OIDC_PROVIDERS names one id twice');
  }
  return { providers, publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined };
}
