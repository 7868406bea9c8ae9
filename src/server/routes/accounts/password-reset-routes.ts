import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordResetRequestSchema, passwordResetSchema } from '../../../contract/accounts.ts';
import { commonErrorResponses, errorDetailSchema } from '../../../contract/errors.ts';
import { pickLanguage, translatorFor } from '../../i18n/server-translator.ts';
import { requestPasswordReset, resetPassword } from '../../services/accounts/password-reset.ts';
import { steadyAnswer } from '../../services/accounts/steady-answer.ts';

/** `accounts/password/reset/request/` and `accounts/password/reset/`. */
const passwordResetRoutes: FastifyPluginAsyncZod<{
  resetPerHourPerIp: number;
  resetAnswerMs: number;
}> = async (app, options) => {
  const { deps, sessions, throttle } = app.accounts;
  const limit = {
    ignoreStaleBearer: true,
    rateLimit: { max: options.resetPerHourPerIp, timeWindow: 60 * 60_000 },
  };

  app.post(
    '/accounts/password/reset/request/',
    {
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Send a 6-digit reset code by SMS or e-mail (the answer is the same for every username)',
        body: passwordResetRequestSchema,
        response: { 202: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const language = pickLanguage(request.headers['accept-language']);
      await steadyAnswer(
        reply.raw,
        startedAt,
        options.resetAnswerMs,
        () => requestPasswordReset(deps, throttle, request.body.username, language),
        (error) => request.log.error({ err: error }, 'password reset request failed'),
      );
      const t = translatorFor(language);
      return reply.code(202).send({ detail: t('reset_code_sent'), code: 'reset_code_sent' });
    },
  );

  app.post(
    '/accounts/password/reset/',
    {
      config: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the code; every login of the account ends',
        body: passwordResetSchema,
        response: { 200: errorDetailSchema, ...commonErrorResponses },
      },
    },
    async (request) => {
      await resetPassword(deps, sessions, request.body);
      const t = translatorFor(request.headers['accept-language']);
      return { detail: t('password_changed'), code: 'password_changed' };
    },
  );
};

export default passwordResetRoutes;
