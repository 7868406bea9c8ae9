import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswer } from '../errors/error-answer.ts';

/** What the router refuses before a route is found, by Fastify's code: status and our message key. */
const ROUTER_ERRORS: Record<string, [number, string]> = {
  /** A path that does not decode, such as `/api/v1/%`. */
  FST_ERR_BAD_URL: [400, 'malformed_request'],
  /** A path parameter longer than the router takes. */
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long'],
};

/**
 * Fastify's `frameworkErrors`: the router's own refusals come before any route, hook or error handler,
 * and would otherwise answer Fastify's `{error, message, statusCode}` instead of the contract's shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, code] = ROUTER_ERRORS[error.code] ?? [500, 'server_error'];
  if (status === 500) request.log.error({ err: error }, 'request failed before routing');
  void reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(errorAnswer(request.headers['accept-language'], code));
}
