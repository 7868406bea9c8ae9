import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRequestSchema, userIdParamsSchema, userProfileSchema } from '../../../contract/accounts.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { ApiError } from '../../errors/api-error.ts';
import { eraseAccount } from '../../privacy/erase-account.ts';
import { registerUser } from '../../services/accounts/registration.ts';
import { toProfile } from '../../services/accounts/user-profile.ts';

const secured = [{ bearerAuth: [] }];

/** `accounts/register/`, `accounts/me/` (our addition) and `accounts/users/{id}`. */
const accountRoutes: FastifyPluginAsyncZod<{ registerPerHourPerIp: number }> = async (app, options) => {
  const { deps, sessions } = app.accounts;

  app.post(
    '/accounts/register/',
    {
      config: {
        ignoreStaleBearer: true,
        rateLimit: { max: options.registerPerHourPerIp, timeWindow: 60 * 60_000 },
      },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account (18 or over, or with a parent or guardian’s consent)',
        body: registerRequestSchema,
        response: { 201: userProfileSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await registerUser(deps, request.body)),
  );

  app.get(
    '/accounts/me/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user’s profile',
        security: secured,
        response: { 200: userProfileSchema, 401: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => toProfile(request.user!),
  );

  app.delete(
    '/accounts/users/:id',
    {
      config: { sendsJobs: true },
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Delete one’s own account and personal data',
        security: secured,
        params: userIdParamsSchema,
        response: { 204: z.null(), 401: errorDetailSchema, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      // Someone else's id is answered as if it did not exist.
      if (request.params.id !== user.id) throw new ApiError(404, 'not_found');
      await sessions.revokeAllOf(user.id);
      await eraseAccount(
        { db: deps.db, clock: deps.clock, queueFileRemoval: app.privacy.queueFileRemoval },
        user,
      );
      app.privacy.wakeFileRemoval();
      return reply.code(204).send(null);
    },
  );
};

export default accountRoutes;
