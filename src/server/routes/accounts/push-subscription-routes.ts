import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { KIOSK_HEADER } from '../../../contract/kiosk-header.ts';
import { kioskHeadersSchema } from '../../../contract/kiosk.ts';
import { pushKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../../contract/push.ts';
import type { PushConfig } from '../../config/server-config.ts';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';
import {
  removePushSubscription,
  savePushSubscription,
} from '../../services/notifications/push-subscription-repository.ts';
import { acceptsPushEndpoint } from '../../services/notifications/web-push-sender.ts';

const errors = { 401: errorDetailSchema, 403: errorDetailSchema, ...commonErrorResponses };

/**
 * Web push (issue 32 §2): the key a browser subscribes with, and the account's subscriptions. The app
 * subscribes only after the farmer chose to be warned, and never on a kiosk tablet.
 */
const pushSubscriptionRoutes: FastifyPluginAsyncZod<{ push: PushConfig }> = async (app, { push }) => {
  const { db, clock } = app.accounts.deps;

  app.get(
    '/push/key/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The VAPID public key to subscribe to our web push notifications with',
        response: { 200: pushKeySchema, ...commonErrorResponses },
      },
    },
    async () => ({ public_key: push.vapidPublicKey }),
  );

  app.put(
    '/accounts/me/push-subscription/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: "Keep this browser's push subscription for my account",
        description: 'A kiosk tablet is shared by a shop’s customers and never subscribes.',
        headers: kioskHeadersSchema,
        body: pushSubscriptionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (request.headers[KIOSK_HEADER] === '1') throw new ApiError(403, 'kiosk_no_notifications');
      if (!acceptsPushEndpoint(request.body.endpoint, push))
        throw new FieldErrors({ endpoint: ['push_endpoint'] });
      await savePushSubscription(db, request.user!.id, request.body, clock());
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/accounts/me/push-subscription/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: "Forget this browser's push subscription",
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removePushSubscription(db, request.user!.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};

export default pushSubscriptionRoutes;
