import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { photoFileResponse, taskParamsSchema } from '../../../contract/classify.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { kioskHeadersSchema } from '../../../contract/kiosk.ts';
import { ApiError } from '../../errors/api-error.ts';
import { cachePhotoPrivately } from '../../http/photo-cache-control.ts';
import { imageById } from '../../services/classify/image-repository.ts';
import { mayRead } from '../../services/classify/upload-owner.ts';

/**
 * `classify/image/{id}/`: the stored photo (metadata already stripped), for its uploader only. Staff
 * open a photo through the booking that shows it (`staff/callbacks/{id}/photos/{photo}/`), never by id.
 */
const imageFileRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/classify/image/:id/',
    {
      schema: {
        tags: ['classify'],
        summary: 'A stored photo of mine (JPEG, without metadata)',
        params: taskParamsSchema,
        headers: kioskHeadersSchema,
        response: { 200: photoFileResponse, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const image = await imageById(app.database.db, request.params.id);
      const owner = image && mayRead(request, { userId: image.userId, tokenHash: image.uploadTokenHash });
      if (!image || !owner) throw new ApiError(404, 'not_found');
      return cachePhotoPrivately(request, reply)
        .type(image.contentType)
        .send((await app.jobs.images.get(image.storageKey)) as never);
    },
  );
};

export default imageFileRoute;
