import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
} from '../../../contract/accounts.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { logIn } from '../../services/accounts/login.ts';

/** `accounts/login/`, `accounts/token/refresh/` and `accounts/logout/`. */
const sessionRoutes: FastifyPluginAsyncZod<{ loginPerMinutePerIp: number }> = async (app, options) => {
  const { deps, sessions, throttle } = app.accounts;

  app.post(
    '/accounts/login/',
    {
      config: {
        ignoreStaleBearer: true,
        rateLimit: { max: options.loginPerMinutePerIp, timeWindow: 60_000 },
      },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a phone number or e-mail and a password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => logIn(deps, sessions, throttle, { ...request.body, ip: clientAddress(request.ip) }),
  );

  app.post(
    '/accounts/token/refresh/',
    {
      config: { ignoreStaleBearer: true },
      schema: {
        tags: ['accounts'],
        summary: 'Exchange a refresh token for new tokens (each refresh token works once)',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema, 401: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => sessions.rotate(request.body.refresh),
  );

  app.post(
    '/accounts/logout/',
    {
      config: { ignoreStaleBearer: true },
      schema: {
        tags: ['accounts'],
        summary: 'End this login: its refresh and access tokens stop working at once',
        body: logoutRequestSchema,
        response: { 204: z.null(), 401: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      await sessions.endByRefreshToken(request.body.refresh);
      if (request.loginSessionId) await sessions.revoke(request.loginSessionId);
      return reply.code(204).send(null);
    },
  );
};

export default sessionRoutes;
