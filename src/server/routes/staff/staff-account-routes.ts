import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import {
  ACCOUNT_ACTIONS,
  accountDecisionSchema,
  accountIdParamsSchema,
  staffAccountQuerySchema,
  staffAccountSchema,
} from '../../../contract/staff-accounts.ts';
import type { ContactConfig } from '../../config/contact-config.ts';
import { ApiError } from '../../errors/api-error.ts';
import { bearerGuard } from '../../http/bearer-guard.ts';
import { userById, userByPhone } from '../../services/accounts/account-repository.ts';
import { accountView, decide, type StandingDeps } from '../../services/accounts/account-standing.ts';
import type { UserRow } from '../../services/accounts/user-profile.ts';

const guarded = {
  401: errorDetailSchema,
  403: errorDetailSchema,
  404: errorDetailSchema,
  ...commonErrorResponses,
};

/** Suspending and terminating accounts is the provider's decision (SPEC §4), taken by an admin only. */
const requireAdmin = bearerGuard(async (request: FastifyRequest) => {
  if (!request.user) throw new ApiError(401, 'not_authenticated', {}, { 'www-authenticate': 'Bearer' });
  if (request.user.role !== 'admin') throw new ApiError(403, 'admin_only');
});

/** `staff/accounts/`: find an account by phone; suspend, reinstate or terminate it with a reason. */
const staffAccountRoutes: FastifyPluginAsyncZod<{ contact: ContactConfig }> = async (app, options) => {
  const { deps, sessions } = app.accounts;
  const standing: StandingDeps = {
    accounts: deps,
    sessions,
    contact: options.contact,
    erasure: { db: deps.db, clock: deps.clock, queueFileRemoval: app.privacy.queueFileRemoval },
  };
  const find = async (lookup: Promise<UserRow | undefined>) => {
    const user = await lookup;
    if (!user) throw new ApiError(404, 'not_found');
    return user;
  };

  app.get(
    '/staff/accounts/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['staff'],
        summary: 'An account by phone number, with the decisions taken on it (admins)',
        querystring: staffAccountQuerySchema,
        response: { 200: staffAccountSchema, ...guarded },
      },
    },
    async (request) => accountView(standing, await find(userByPhone(deps.db, request.query.phone))),
  );

  app.get(
    '/staff/accounts/:id/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['staff'],
        summary: 'An account by id, with the decisions taken on it: the address the desk links to (admins)',
        params: accountIdParamsSchema,
        response: { 200: staffAccountSchema, ...guarded },
      },
    },
    async (request) => accountView(standing, await find(userById(deps.db, request.params.id))),
  );

  for (const action of ACCOUNT_ACTIONS) {
    app.post(
      `/staff/accounts/:id/${action}/`,
      {
        config: { sendsJobs: true },
        onRequest: requireAdmin,
        schema: {
          tags: ['staff'],
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} an account, with a reason; the person is told by SMS (admins)`,
          params: accountIdParamsSchema,
          body: accountDecisionSchema,
          response: { 200: staffAccountSchema, 204: z.null(), 409: errorDetailSchema, ...guarded },
        },
      },
      async (request, reply) => {
        const subject = await find(userById(deps.db, request.params.id));
        const updated = await decide(standing, subject, { action, ...request.body, admin: request.user! });
        if (!updated) {
          app.privacy.wakeFileRemoval();
          return reply.code(204).send(null);
        }
        return accountView(standing, updated);
      },
    );
  }
};

export default staffAccountRoutes;
