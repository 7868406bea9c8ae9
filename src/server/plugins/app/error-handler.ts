import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NON_FIELD_ERRORS } from '../../../contract/errors.ts';
import { messageParams } from '../../../contract/validation-messages.ts';
import { ApiError, FieldErrors } from '../../errors/api-error.ts';
import { errorAnswer } from '../../errors/error-answer.ts';
import { translatorFor } from '../../i18n/server-translator.ts';

/** Fastify's own 4xx codes, mapped to our message keys. */
const FRAMEWORK_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_request',
};

function fieldMessages(
  request: FastifyRequest,
  issues: { instancePath: string; message?: string; params: object }[],
) {
  const t = translatorFor(request.headers['accept-language']);
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || NON_FIELD_ERRORS;
    const key = `field.${issue.message ?? 'invalid'}`;
    const text = t(key, { ...messageParams(issue.params), defaultValue: t('field.invalid') });
    (fields[field] ??= []).push(text);
  }
  return fields;
}

function detail(request: FastifyRequest, code: string, params: Record<string, unknown> = {}) {
  return errorAnswer(request.headers['accept-language'], code, params);
}

/** One place decides what a caller sees: field errors, a translated detail, never a 5xx's internals. */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(fieldMessages(request, error.validation));
    }
    if (error instanceof FieldErrors) {
      const issues = Object.entries(error.fields).flatMap(([field, keys]) =>
        keys.map((message) => ({ instancePath: `/${field}`, message, params: error.params[field] ?? {} })),
      );
      return reply.code(error.statusCode).send(fieldMessages(request, issues));
    }
    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(detail(request, error.code, error.params));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const seconds = Math.max(1, Number(reply.getHeader('retry-after')) || 60);
      return reply.code(429).send(detail(request, 'rate_limited', { seconds }));
    }
    if (status >= 400 && status < 500) {
      const code = FRAMEWORK_ERRORS[error.code] ?? 'malformed_request';
      const type = request.headers['content-type'] ?? '';
      return reply.code(status).send(detail(request, code, { type }));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(detail(request, 'server_error'));
  });
}

export default fp(errorHandler, { name: 'error-handler' });
