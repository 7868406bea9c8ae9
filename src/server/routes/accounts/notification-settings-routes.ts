import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { KIOSK_HEADER } from '../../../contract/kiosk-header.ts';
import { kioskHeadersSchema } from '../../../contract/kiosk.ts';
import { notificationSettingSchema, notificationSettingsSchema } from '../../../contract/notifications.ts';
import { ApiError } from '../../errors/api-error.ts';
import {
  notificationSettingsOf,
  saveNotificationSetting,
} from '../../services/notifications/notification-settings-repository.ts';

const errors = { 401: errorDetailSchema, 403: errorDetailSchema, ...commonErrorResponses };

/**
 * `accounts/me/notifications/`: one switch per kind of notification (issue 32 §2), each off until the
 * farmer turns it on, and delivered by push, SMS or only in the chat.
 */
const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.accounts.deps;

  app.get(
    '/accounts/me/notifications/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'My notification settings: every kind, off until I turn it on',
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => ({ settings: await notificationSettingsOf(db, request.user!.id) }),
  );

  app.put(
    '/accounts/me/notifications/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Turn one kind of notification on or off, and choose push, SMS or only the chat',
        description: 'A kiosk tablet is shared by a shop’s customers: it may turn a kind off, never on.',
        headers: kioskHeadersSchema,
        body: notificationSettingSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => {
      if (request.body.enabled && request.headers[KIOSK_HEADER] === '1')
        throw new ApiError(403, 'kiosk_no_notifications');
      await saveNotificationSetting(db, request.user!.id, request.body, clock());
      return { settings: await notificationSettingsOf(db, request.user!.id) };
    },
  );
};

export default notificationSettingsRoutes;
