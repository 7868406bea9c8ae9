/** The one client the fake OpenID provider knows: Mimea, as the tests configure it in OIDC_PROVIDERS. */
export const FAKE_OIDC_CLIENT = { id: 'mimea', secret: 'fake-oidc-client-secret-for-tests' };
