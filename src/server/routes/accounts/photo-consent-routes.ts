import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { photoConsentSchema, photoConsentUpdateSchema } from '../../../contract/photo-consent.ts';
import { photoConsentOf, setPhotoConsent } from '../../services/accounts/photo-consent-repository.ts';

const errors = { 401: errorDetailSchema, ...commonErrorResponses };

/**
 * `accounts/me/photo-consent/`: whether the farmer's agronomist-checked photos may improve the photo
 * checker (`npm run dataset -- export` takes only those). Asked once with the first photo; changeable.
 */
const photoConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.accounts.deps;

  app.get(
    '/accounts/me/photo-consent/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Whether my checked photos may be used to improve the photo checker (null: not asked yet)',
        response: { 200: photoConsentSchema, ...errors },
      },
    },
    async (request) => ({ allowed: await photoConsentOf(db, request.user!.id) }),
  );

  app.put(
    '/accounts/me/photo-consent/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Allow or refuse the use of my checked photos to improve the photo checker',
        body: photoConsentUpdateSchema,
        response: { 200: photoConsentSchema, ...errors },
      },
    },
    async (request) => {
      await setPhotoConsent(db, request.user!.id, request.body.allowed, clock());
      return { allowed: request.body.allowed };
    },
  );
};

export default photoConsentRoutes;
