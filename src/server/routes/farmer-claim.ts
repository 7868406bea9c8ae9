import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrorResponses, errorDetailSchema } from '../../contract/errors.ts';
import { farmerClaimConfirmSchema, farmerClaimSentSchema } from '../../contract/farmer-claim.ts';
import { farmerSchema } from '../../contract/farmer.ts';
import { pickLanguage } from '../i18n/server-translator.ts';
import { toFarmer } from '../services/farms/farmer-repository.ts';
import { confirmClaim, sendClaimCode } from '../services/farms/farmer-claim.ts';

const secured = [{ bearerAuth: [] }];
const errors = {
  401: errorDetailSchema,
  404: errorDetailSchema,
  /** `phone_texts_used`: the number had its texts for today; `codes_used_today`: the account its codes. */
  409: errorDetailSchema,
  ...commonErrorResponses,
};

/**
 * `farmer/claim/`: an account whose number a data manager registered first proves the number with a
 * code sent there by SMS, and only then gets that record. Outside farm routes, whose every request
 * answers 409 until then.
 */
const farmerClaimRoutes: FastifyPluginAsyncZod<{ textsPerNumberPerDay: number }> = async (app, options) => {
  const { deps, throttle } = app.accounts;
  const texts = { throttle, perDay: options.textsPerNumberPerDay };

  app.post(
    '/farmer/claim/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['farms'],
        summary: 'Send a code by SMS to my number, to claim the farmer record a data manager made with it',
        security: secured,
        response: { 202: farmerClaimSentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await sendClaimCode(deps, texts, request.user!, pickLanguage(request.headers['accept-language'])),
        ),
  );

  app.post(
    '/farmer/claim/confirm/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['farms'],
        summary: 'Claim that record with the 6-digit code; it is then my own farmer record',
        security: secured,
        body: farmerClaimConfirmSchema,
        response: { 200: farmerSchema, ...errors },
      },
    },
    async (request) => toFarmer(await confirmClaim(deps, request.user!, request.body.code)),
  );
};

export default farmerClaimRoutes;
