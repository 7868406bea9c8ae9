import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Most bodies are a login or a small form: a few short fields. */
export const DEFAULT_JSON_BODY_BYTES = 8 * 1024;
/** Routes that take free text (notes, messages, up to 2,000 characters of any script, escaped). */
export const LONG_TEXT_JSON_BODY_BYTES = 32 * 1024;
/** Deeper than any body in the contract; far below what could make parsing slow. */
export const MAX_JSON_DEPTH = 16;

const LONG_TEXT_ROUTES = [
  '/api/v1/callback/',
  '/api/v1/enquiries/',
  '/api/v1/feedback/',
  '/api/v1/trial-requests/',
  '/api/v1/diagnosis/',
  '/api/v1/firstdiagnosis/',
  '/api/v1/staff/callbacks/',
];

/** How deep `[`/`{` nest, outside strings, stopping early once past the limit. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

const tooDeep = () =>
  Object.assign(new Error('JSON nested too deeply'), {
    statusCode: 400,
    code: 'FST_ERR_CTP_INVALID_JSON_BODY',
  });

/**
 * JSON bodies are small and parsed in bounded time: a body limit per route (the size check happens
 * while the bytes stream in, before any parsing) and a linear depth scan before `JSON.parse`, so a
 * megabyte of `[[[[…` can neither arrive nor stall the event loop for the other callers.
 */
async function jsonBody(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) return;
    const longText = LONG_TEXT_ROUTES.some((prefix) => route.url.startsWith(prefix));
    route.bodyLimit = longText ? LONG_TEXT_JSON_BODY_BYTES : DEFAULT_JSON_BODY_BYTES;
  });
  // Fastify's own parser keeps its empty-body and prototype-poisoning checks.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // A wrong method or path is answered 404/405 whatever its body holds.
    if (request.is404) return done(null, undefined);
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    return parse(request, body as string, done);
  });
}

export default fp(jsonBody, { name: 'json-body' });
