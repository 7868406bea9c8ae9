import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES, photoFileResponse } from '../../../contract/classify.ts';
import {
  communityProfileSchema,
  communityProfileUpdateSchema,
  profilePictureParamsSchema,
} from '../../../contract/community-profile.ts';
import { commonErrorResponses, errorDetailSchema, fieldErrorsSchema } from '../../../contract/errors.ts';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';
import { profileOf, pictureById } from '../../services/community-profiles/community-profile-repository.ts';
import {
  profileView,
  replacePicture,
  updateProfile,
} from '../../services/community-profiles/community-profile.ts';

/** The one photo of a multipart body, in the field `image`; anything else is named and refused. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new ApiError(415, 'unsupported_media_type', { type: request.headers['content-type'] ?? '' });
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'image' || image)
        throw new FieldErrors({ [part.fieldname]: ['unexpected_file'] });
      image = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof ApiError || error instanceof FieldErrors) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, 'image_too_large', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });
    throw new ApiError(400, 'malformed_request');
  }
  if (!image) throw new FieldErrors({ image: ['required'] });
  return image;
}

/** More than anyone changes their picture in an hour; each costs a decode and an encode. */
const PICTURES_PER_HOUR = 20;

/**
 * `community/profile/`: my Community profile (issue 31 §4), what others see beside my posts; and
 * `community/profile-pictures/{id}/`, a profile's picture, public like the posts it stands beside.
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.accounts.deps;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 2, headerPairs: 50 },
  });
  const mine = { 200: communityProfileSchema, 401: errorDetailSchema, ...commonErrorResponses };

  app.get(
    '/community/profile/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['community'],
        summary: 'My Community profile: nickname, picture, county',
        response: mine,
      },
    },
    async (request) => profileView(await profileOf(db, request.user!.id)),
  );

  app.put(
    '/community/profile/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['community'],
        summary: 'Set my Community nickname (unique) and county',
        body: communityProfileUpdateSchema,
        response: { ...mine, 409: fieldErrorsSchema },
      },
    },
    async (request) => updateProfile(db, request.user!.id, request.body, clock()),
  );

  app.put(
    '/community/profile/picture/',
    {
      onRequest: app.requireUser,
      // Each picture is decoded and re-encoded: a loop of uploads must not cost the server its time.
      config: { rateLimit: { max: PICTURES_PER_HOUR, timeWindow: 3_600_000 } },
      schema: {
        tags: ['community'],
        summary: 'Set my Community picture (multipart: `image`); it is resized and its metadata removed',
        consumes: ['multipart/form-data'],
        response: { ...mine, 409: fieldErrorsSchema, 413: errorDetailSchema, 415: errorDetailSchema },
      },
    },
    async (request) => replacePicture(db, request.user!.id, await readPicture(request), clock()),
  );

  app.delete(
    '/community/profile/picture/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['community'],
        summary: 'Remove my Community picture',
        response: { ...mine, 409: fieldErrorsSchema },
      },
    },
    async (request) => replacePicture(db, request.user!.id, null, clock()),
  );

  app.get(
    '/community/profile-pictures/:id/',
    {
      schema: {
        tags: ['community'],
        summary: "A Community profile's picture (JPEG, without metadata)",
        params: profilePictureParamsSchema,
        response: { 200: photoFileResponse, 404: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const picture = await pictureById(db, request.params.id);
      if (!picture) throw new ApiError(404, 'not_found');
      // Its address changes with every new picture; the person may still remove it, so not for long.
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('image/jpeg')
        .send(picture as never);
    },
  );
};

export default profileRoutes;
