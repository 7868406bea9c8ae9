import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Provider from 'oidc-provider';
import { FAKE_OIDC_CLIENT } from './fake-oidc-client.ts';

export { FAKE_OIDC_CLIENT };

export interface FakeOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

const PICTURE = readFileSync(path.join(import.meta.dirname, '../fixtures/leaves/bean__rust.jpg'));

/**
 * Who signs in: the login typed on the provider's page. An e-mail address is that person's verified
 * e-mail (to meet an account of ours that holds it); any other login gets an address nobody has.
 */
function claimsOf(issuer: string, login: string) {
  const email = login.includes('@') ? login.toLowerCase() : `${login.toLowerCase()}@fake-oidc.test`;
  return {
    sub: login,
    nickname: login.split('@')[0],
    name: login.split('@')[0],
    picture: `${issuer}/picture.jpg`,
    email,
    email_verified: true,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One page for signing in and consenting at once: a login field, Allow and Deny. */
function interactionPage(uid: string, client: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main>
<h1>Fake provider: sign in to ${escapeHtml(client)}</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Login <input name="login" required autocomplete="off"></label>
<p>${escapeHtml(client)} will get your nickname, picture and e-mail.</p>
<button name="decision" value="allow">Allow</button>
<button name="decision" value="deny" formnovalidate>Deny</button>
</form></main></body></html>`;
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback for the tests: code flow with PKCE
 * required, one client, and its own sign-in page in place of the library's (which fetches web fonts).
 */
export async function startFakeOidcProvider(options: {
  port?: number;
  redirectUris: string[];
}): Promise<FakeOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: FAKE_OIDC_CLIENT.id,
        client_secret: FAKE_OIDC_CLIENT.secret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      profile: ['nickname', 'name', 'picture'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['fake-oidc-cookie-key-for-tests'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsOf(issuer, id) }),
  });
  const callback = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'GET') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(interactionPage(uid, String(details.params.client_id)));
      return;
    }
    const form = await formBody(request);
    if (form.get('decision') !== 'allow') {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The person refused' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const accountId = form.get('login') ?? 'someone';
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const uid = /^\/interaction\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (url.pathname === '/picture.jpg') {
      response.setHeader('content-type', 'image/jpeg');
      response.end(PICTURE);
    } else if (uid) {
      interaction(request, response, uid).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    } else {
      void callback(request, response);
    }
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
