import { startFakeOidcProvider } from './fake-oidc-provider.ts';

/**
 * The fake OpenID provider as its own process, for the end-to-end server (playwright.config.ts names
 * it in OIDC_PROVIDERS): it sends people back to FAKE_OIDC_REDIRECT_URI.
 */
const provider = await startFakeOidcProvider({
  port: Number(process.env.FAKE_OIDC_PORT ?? 0),
  redirectUris: [process.env.FAKE_OIDC_REDIRECT_URI ?? 'http://127.0.0.1/api/v1/accounts/social/callback/'],
});
console.log(`fake OpenID provider listening at ${provider.issuer}`);

const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
