import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taskParamsSchema } from '../../../contract/classify.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { ApiError } from '../../errors/api-error.ts';
import { imageById } from '../../services/classify/image-repository.ts';
import { mayRead } from '../../services/classify/upload-owner.ts';

/** Staff see the photos attached to a callback booking; nobody else sees anyone's photos. */
const STAFF_ROLES = new Set(['staff', 'grievance_officer', 'admin']);

/** `classify/image/{id}/`: the stored photo (metadata already stripped), for its uploader and for staff. */
const imageFileRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/classify/image/:id/',
    {
      schema: {
        tags: ['classify'],
        summary: 'A stored photo (JPEG, without metadata), for its uploader or staff',
        params: taskParamsSchema,
        response: { 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const image = await imageById(app.database.db, request.params.id);
      const staff = request.user !== null && STAFF_ROLES.has(request.user.role);
      const owner = image && mayRead(request, { userId: image.userId, tokenHash: image.uploadTokenHash });
      if (!image || !(staff || owner)) throw new ApiError(404, 'not_found');
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=86400')
        .send((await app.jobs.images.get(image.storageKey)) as never);
    },
  );
};

export default imageFileRoute;
