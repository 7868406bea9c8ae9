import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactConfirmSchema,
  exportArchiveResponse,
  exportPreparingSchema,
  profileUpdatedSchema,
  profileUpdateSchema,
} from '../../../contract/data-rights.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { pickLanguage } from '../../i18n/server-translator.ts';
import { requestExport } from '../../privacy/data-export/data-export.ts';
import { confirmContactChange, correctProfile } from '../../services/accounts/profile-correction.ts';

const secured = [{ bearerAuth: [] }];
const signedIn = { 401: errorDetailSchema, ...commonErrorResponses };

/** The person's rights over their data: correct it (`PATCH accounts/me/`) and take a copy (`accounts/me/export/`). */
const dataRightsRoutes: FastifyPluginAsyncZod<{ textsPerNumberPerDay: number }> = async (app, options) => {
  const { deps, throttle } = app.accounts;
  const texts = { throttle, perDay: options.textsPerNumberPerDay };

  app.patch(
    '/accounts/me/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Correct my name now; a new phone number or e-mail after the code sent there',
        security: secured,
        body: profileUpdateSchema,
        // 409 `phone_texts_used` (the new number's texts for today) or `codes_used_today` (this account's).
        response: { 200: profileUpdatedSchema, 409: errorDetailSchema, ...signedIn },
      },
    },
    async (request) =>
      correctProfile(
        deps,
        texts,
        request.user!,
        request.body,
        pickLanguage(request.headers['accept-language']),
      ),
  );

  app.post(
    '/accounts/me/confirm/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Confirm a new phone number or e-mail with the 6-digit code sent there',
        security: secured,
        body: contactConfirmSchema,
        response: { 200: profileUpdatedSchema, ...signedIn },
      },
    },
    async (request) => confirmContactChange(deps, request.user!, request.body.field, request.body.code),
  );

  app.get(
    '/accounts/me/export/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary:
          'Everything about me as a ZIP (JSON per record, photos, a README); 202 while a large one is built, then 24 h to fetch it',
        security: secured,
        response: { 200: exportArchiveResponse, 202: exportPreparingSchema, ...signedIn },
      },
    },
    async (request, reply) => {
      const answer = await requestExport(
        {
          db: deps.db,
          store: app.jobs.images,
          throttle,
          clock: deps.clock,
          queueBuild: app.privacy.queueExportBuild,
        },
        request.user!,
        pickLanguage(request.headers['accept-language']),
      );
      if (answer.status === 'preparing')
        return reply
          .code(202)
          .header('retry-after', '10')
          .send({ status: 'preparing', retry_after_seconds: 10 });
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="mimea-my-data.zip"')
        .header('cache-control', 'no-store')
        .send(answer.archive as never);
    },
  );
};

export default dataRightsRoutes;
