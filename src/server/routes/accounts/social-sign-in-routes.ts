import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResponseSchema } from '../../../contract/accounts.ts';
import { commonErrorResponses, errorDetailSchema, fieldErrorsSchema } from '../../../contract/errors.ts';
import {
  SOCIAL_PAGE,
  socialCallbackQuerySchema,
  socialLinkSchema,
  socialProviderParamsSchema,
  socialProvidersSchema,
  socialRegisterSchema,
  socialSessionSchema,
  socialTicketSchema,
  type SocialFailure,
} from '../../../contract/social-sign-in.ts';
import type { SocialSignInConfig } from '../../config/social-sign-in-config.ts';
import { ApiError } from '../../errors/api-error.ts';
import { API_PATH } from '../../http/api-path.ts';
import { clientAddress } from '../../http/client-address.ts';
import { OidcProviders } from '../../services/social-sign-in/oidc-providers.ts';
import {
  BROWSER_COOKIE,
  finishAtCallback,
  linkWithPassword,
  registerWithProvider,
  startSignIn,
  ticketSession,
  type SocialDeps,
} from '../../services/social-sign-in/social-sign-in.ts';

const COOKIE_PATH = `${API_PATH}/accounts/social/`;
const redirected = z.null().describe('A redirect: `Location` says where');

function browserCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BROWSER_COOKIE) return value.join('=');
  }
  return undefined;
}

/** The cookie lives only on these addresses, only as long as a sign-in may take, and never for scripts. */
function setBrowserCookie(reply: FastifyReply, request: FastifyRequest, value: string, seconds: number) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${BROWSER_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${seconds}; HttpOnly; SameSite=Lax${secure}`,
  );
}

const failed = (reply: FastifyReply, failure: SocialFailure) =>
  reply.redirect(`${SOCIAL_PAGE}?error=${failure}`, 303);

/**
 * Social sign-in with OpenID Connect (issue 31 §3): `accounts/social/providers/`, the browser's trip
 * to a provider and back (`…/{provider}/start/`, `…/callback/`), then the client's ticket:
 * `…/session/`, `…/register/` or `…/link/`. With no provider configured, the list is empty and every
 * other address answers 404.
 */
const socialSignInRoutes: FastifyPluginAsyncZod<{
  social: SocialSignInConfig;
  loginPerMinutePerIp: number;
  registerPerHourPerIp: number;
}> = async (app, options) => {
  const providers = new OidcProviders(options.social.providers);
  const deps: SocialDeps = { ...app.accounts, accounts: app.accounts.deps, providers };
  const origin = (request: FastifyRequest) =>
    options.social.publicUrl ?? `${request.protocol}://${request.host}`;
  const configured = async () => {
    if (!providers.list.length) throw new ApiError(404, 'not_found');
  };

  app.get(
    '/accounts/social/providers/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The social sign-in providers one may sign in with (none when none is configured)',
        response: { 200: socialProvidersSchema, ...commonErrorResponses },
      },
    },
    async () => ({ providers: providers.list.map(({ id, name }) => ({ id, name })) }),
  );

  app.get(
    '/accounts/social/:provider/start/',
    {
      config: {
        ignoreStaleBearer: true,
        rateLimit: { max: options.loginPerMinutePerIp, timeWindow: 60_000 },
      },
      schema: {
        tags: ['accounts'],
        summary:
          'Go to the provider to sign in (a browser navigation): 303 to its authorization page, or to ' +
          '/community/sign-in?error=provider_unavailable when it cannot be reached',
        params: socialProviderParamsSchema,
        response: { 303: redirected, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const provider = providers.byId(request.params.provider);
      if (!provider) throw new ApiError(404, 'not_found');
      try {
        const { location, browser } = await startSignIn(deps, provider, origin(request));
        setBrowserCookie(reply, request, browser, 15 * 60);
        return reply.redirect(location, 303);
      } catch (error) {
        request.log.warn({ err: error, provider: provider.id }, 'social sign-in provider unavailable');
        return failed(reply, 'provider_unavailable');
      }
    },
  );

  app.get(
    '/accounts/social/callback/',
    {
      onRequest: configured,
      config: { ignoreStaleBearer: true },
      schema: {
        tags: ['accounts'],
        summary:
          'Where the provider sends the browser back: 303 to /community/sign-in with a one-time ticket in the ' +
          'fragment, or with ?error= (provider_unavailable, denied, invalid_state, failed)',
        querystring: socialCallbackQuerySchema,
        response: { 303: redirected, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const url = new URL(`${origin(request)}${request.url}`);
      const outcome = await finishAtCallback(deps, url, browserCookie(request));
      setBrowserCookie(reply, request, '', 0);
      if ('failure' in outcome) return failed(reply, outcome.failure);
      return reply.redirect(`${SOCIAL_PAGE}#ticket=${outcome.ticket}`, 303);
    },
  );

  app.post(
    '/accounts/social/session/',
    {
      onRequest: configured,
      config: { ignoreStaleBearer: true },
      schema: {
        tags: ['accounts'],
        summary: 'Exchange the ticket: a login for a known provider account, else what to consent to',
        body: socialTicketSchema,
        response: {
          200: socialSessionSchema,
          403: errorDetailSchema,
          404: errorDetailSchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ticketSession(deps, request.body.ticket),
  );

  app.post(
    '/accounts/social/register/',
    {
      onRequest: configured,
      config: {
        ignoreStaleBearer: true,
        rateLimit: { max: options.registerPerHourPerIp, timeWindow: 60 * 60_000 },
      },
      schema: {
        tags: ['accounts'],
        summary:
          'Make a Community-only account from a first social sign-in (terms accepted, 18 or over or a ' +
          'guardian’s consent)',
        body: socialRegisterSchema,
        response: {
          201: loginResponseSchema,
          404: errorDetailSchema,
          409: fieldErrorsSchema.or(errorDetailSchema),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await registerWithProvider(deps, request.body)),
  );

  app.post(
    '/accounts/social/link/',
    {
      onRequest: configured,
      config: {
        ignoreStaleBearer: true,
        rateLimit: { max: options.loginPerMinutePerIp, timeWindow: 60_000 },
      },
      schema: {
        tags: ['accounts'],
        summary: 'Join the provider account to the account holding the e-mail or phone it vouched for',
        body: socialLinkSchema,
        response: {
          200: loginResponseSchema,
          401: errorDetailSchema,
          403: errorDetailSchema,
          404: errorDetailSchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => linkWithPassword(deps, request.body, clientAddress(request.ip)),
  );
};

export default socialSignInRoutes;
