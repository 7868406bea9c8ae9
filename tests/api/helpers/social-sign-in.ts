import type { FastifyInstance } from 'fastify';
import { loadSocialSignInConfig } from '../../../src/server/config/social-sign-in-config.ts';
import { FAKE_OIDC_CLIENT, startFakeOidcProvider } from '../../support/fake-oidc-provider.ts';
import { buildTestApp } from './test-app.ts';

/** inject's own origin: what the app sees as its address, so what the provider sends people back to. */
const ORIGIN = 'http://localhost';
export const CALLBACK = `${ORIGIN}/api/v1/accounts/social/callback/`;

/** An app with the fake provider (`fake`) and one that is never up (`down`), and the provider itself. */
export async function buildSocialApp() {
  const provider = await startFakeOidcProvider({ redirectUris: [CALLBACK] });
  const social = loadSocialSignInConfig({
    OIDC_PROVIDERS: JSON.stringify([
      {
        id: 'fake',
        name: 'Fake ID',
        issuer: provider.issuer,
        client_id: FAKE_OIDC_CLIENT.id,
        client_secret: FAKE_OIDC_CLIENT.secret,
      },
      // Port 9 (discard) on loopback: nothing listens there, so the provider is down.
      { id: 'down', name: 'Down ID', issuer: 'http://127.0.0.1:9', client_id: 'x', client_secret: 'y' },
    ]),
    PUBLIC_URL: ORIGIN,
  });
  const app = await buildTestApp({ socialSignIn: social });
  return { app, provider };
}

/** A browser's cookies for one site, enough for the provider's sign-in page. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
  }

  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Starts a sign-in at `provider`: where the browser is sent, and the cookie our server set. */
export async function startAt(app: FastifyInstance, provider = 'fake') {
  const started = await app.inject({ method: 'GET', url: `/api/v1/accounts/social/${provider}/start/` });
  const cookie = (started.headers['set-cookie'] as string | undefined)?.split(';')[0] ?? '';
  return { status: started.statusCode, location: started.headers.location as string, cookie };
}

/**
 * Plays the person at the provider: its sign-in page, the login typed, Allow or Deny. Answers the
 * address the provider sends the browser back to (our callback, with its query).
 */
export async function atProvider(authorizationUrl: string, login: string, decision: 'allow' | 'deny') {
  const jar = new CookieJar();
  let next = authorizationUrl;
  let form: URLSearchParams | null = null;
  for (let hop = 0; hop < 10; hop += 1) {
    if (next.startsWith(CALLBACK)) return next;
    const response = await fetch(next, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ?? undefined,
    });
    jar.take(response);
    form = null;
    const location = response.headers.get('location');
    if (location) {
      next = new URL(location, next).href;
    } else if (response.status === 200 && new URL(next).pathname.startsWith('/interaction/')) {
      form = new URLSearchParams({ login, decision });
    } else {
      throw new Error(`the provider answered ${response.status} at ${next}: ${await response.text()}`);
    }
  }
  throw new Error('the provider never sent the browser back');
}

/** Our callback, as the browser calls it: answers where it sends the browser on. */
export async function callback(app: FastifyInstance, returnUrl: string, cookie: string) {
  const url = new URL(returnUrl);
  const answer = await app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
  return new URL(answer.headers.location as string, 'http://client.test');
}

/** The whole trip: start, the provider, back; answers the ticket. */
export async function ticketFor(app: FastifyInstance, login: string) {
  const { location, cookie } = await startAt(app);
  const back = await callback(app, await atProvider(location, login, 'allow'), cookie);
  const ticket = new URLSearchParams(back.hash.slice(1)).get('ticket');
  if (!ticket) throw new Error(`no ticket: ${back.href}`);
  return ticket;
}

export const post = (app: FastifyInstance, path: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v1/accounts/social/${path}/`, payload });
