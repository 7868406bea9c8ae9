import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completeAccountRequestSchema } from '../../../contract/account-completion.ts';
import { registerRequestSchema, userIdParamsSchema, userProfileSchema } from '../../../contract/accounts.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { ApiError } from '../../errors/api-error.ts';
import { eraseAccount } from '../../privacy/erase-account.ts';
import { completeAccount } from '../../services/accounts/account-completion.ts';
import { registerUser } from '../../services/accounts/registration.ts';
import { toProfile } from '../../services/accounts/user-profile.ts';

const secured = [{ bearerAuth: [] }];

/**
 * `accounts/register/`, `accounts/complete/`, `accounts/me/` (our additions) and `accounts/users/{id}`.
 */
const accountRoutes: FastifyPluginAsyncZod<{ registerPerHourPerIp: number }> = async (app, options) => {
  const { deps, sessions } = app.accounts;
  // Completing answers "this number has an account" as registration does: one count for both, so
  // together they tell no more numbers an hour than registration alone.
  const registrationLimit = {
    max: options.registerPerHourPerIp,
    timeWindow: 60 * 60_000,
    groupId: 'accounts-register',
  };

  app.post(
    '/accounts/register/',
    {
      config: {
        ignoreStaleBearer: true,
        rateLimit: registrationLimit,
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

  app.post(
    '/accounts/complete/',
    {
      onRequest: app.requireUser,
      config: { rateLimit: registrationLimit },
      schema: {
        tags: ['accounts'],
        summary:
          'Complete a Community-only account (made by social sign-in) with a name, a Kenyan phone ' +
          'number and a password, checked as registration checks them; after it, the phone and ' +
          'password sign in. `account_already_complete` (409) for an account that has both already.',
        security: secured,
        body: completeAccountRequestSchema,
        response: {
          200: userProfileSchema,
          401: errorDetailSchema,
          409: errorDetailSchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => completeAccount(deps, request.user!, request.body),
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
