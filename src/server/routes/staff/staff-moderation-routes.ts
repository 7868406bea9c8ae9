import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { photoFileResponse } from '../../../contract/classify.ts';
import { communityIdParamsSchema, questionPhotoParamsSchema } from '../../../contract/community.ts';
import {
  moderationActionCreateSchema,
  moderationItemSchema,
  moderationQueueQuerySchema,
  moderationQueueSchema,
  POST_KINDS,
} from '../../../contract/community-moderation.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import type { ContactConfig } from '../../config/contact-config.ts';
import { ApiError } from '../../errors/api-error.ts';
import { bearerGuard } from '../../http/bearer-guard.ts';
import { paginate } from '../../http/paginate.ts';
import type { StandingDeps } from '../../services/accounts/account-standing.ts';
import { questionPhoto } from '../../services/community/community-repository.ts';
import { moderate, moderationItem } from '../../services/community/moderation.ts';
import { pageReportedPosts, type PostRef } from '../../services/community/moderation-repository.ts';

const guarded = { 401: errorDetailSchema, 403: errorDetailSchema, ...commonErrorResponses };

/** SPEC §6: the provider's grievance officer handles complaints; an admin may stand in. */
const requireGrievanceOfficer = bearerGuard(async (request: FastifyRequest) => {
  if (!request.user) throw new ApiError(401, 'not_authenticated', {}, { 'www-authenticate': 'Bearer' });
  if (request.user.role !== 'grievance_officer' && request.user.role !== 'admin')
    throw new ApiError(403, 'grievance_officer_only');
});

/**
 * `staff/community/`: the grievance officer's moderation queue of reported and held posts, and the
 * actions on one post (hide, restore, warn, suspend), each logged with who and when.
 */
const staffModerationRoutes: FastifyPluginAsyncZod<{ contact: ContactConfig }> = async (app, options) => {
  const { deps, sessions } = app.accounts;
  const db = deps.db;
  const standing: StandingDeps = {
    accounts: deps,
    sessions,
    contact: options.contact,
    erasure: { db, clock: deps.clock, queueFileRemoval: app.privacy.queueFileRemoval },
  };

  app.get(
    '/staff/community/reports/',
    {
      onRequest: requireGrievanceOfficer,
      schema: {
        tags: ['staff'],
        summary:
          'Reported and held Community posts, each once with its reports, author history and actions ' +
          '(grievance officer)',
        querystring: moderationQueueQuerySchema,
        response: { 200: moderationQueueSchema, ...guarded },
      },
    },
    async (request) => {
      const page = await pageReportedPosts(db, request.query.status, request.query);
      // One post after another: PGlite has one connection.
      const items = [];
      for (const row of page.rows)
        items.push(
          await moderationItem(
            db,
            row.answerId ? { kind: 'answer', id: row.answerId } : { kind: 'question', id: row.questionId! },
          ),
        );
      return paginate(request, request.query, { count: page.count, rows: items }, (item) => item);
    },
  );

  // A held or hidden question's photos are not public, yet the officer must judge them.
  app.get(
    '/staff/community/questions/:id/photos/:photo/',
    {
      onRequest: requireGrievanceOfficer,
      schema: {
        tags: ['staff'],
        summary: "A reported Community question's photo, whatever its state (grievance officer)",
        params: questionPhotoParamsSchema,
        response: { 200: photoFileResponse, 404: errorDetailSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const photo = await questionPhoto(db, request.params.id, request.params.photo);
      if (!photo) throw new ApiError(404, 'not_found');
      return reply
        .header('cache-control', 'private, no-store')
        .type(photo.contentType)
        .send((await app.jobs.images.get(photo.storageKey)) as never);
    },
  );

  for (const kind of POST_KINDS) {
    // Each post has its own address on the desk (/staff/moderation/{kind}/{id}), which reads this.
    app.get(
      `/staff/community/${kind}s/:id/`,
      {
        onRequest: requireGrievanceOfficer,
        schema: {
          tags: ['staff'],
          summary: `One Community ${kind} with its reports, author history and actions (grievance officer)`,
          params: communityIdParamsSchema,
          response: { 200: moderationItemSchema, 404: errorDetailSchema, ...guarded },
        },
      },
      async (request) => moderationItem(db, { kind, id: request.params.id }),
    );

    app.post(
      `/staff/community/${kind}s/:id/actions/`,
      {
        onRequest: requireGrievanceOfficer,
        schema: {
          tags: ['staff'],
          summary: `Hide, restore, warn or suspend: act on a Community ${kind} with a reason (grievance officer)`,
          params: communityIdParamsSchema,
          body: moderationActionCreateSchema,
          response: { 200: moderationItemSchema, 404: errorDetailSchema, 409: errorDetailSchema, ...guarded },
        },
      },
      async (request) => {
        const post: PostRef = { kind, id: request.params.id };
        return moderate(standing, post, { ...request.body, officer: request.user! });
      },
    );
  }
};

export default staffModerationRoutes;
