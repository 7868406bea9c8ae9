import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers and a strict CSP: everything from our own origin, plus `wasm-unsafe-eval` for the
 * in-browser classifier (onnxruntime-web), blob: for camera previews, and by their hash the inline
 * scripts of the pages drawn at build time (src/server/http/first-screens.ts).
 *
 * Strict-Transport-Security only on an answer to a request that came over HTTPS, directly or through a
 * trusted proxy's X-Forwarded-Proto (`request.protocol` believes it only under TRUST_PROXY): sent over
 * plain HTTP it means nothing to a browser, and tells a scanner the deployment is misconfigured.
 * @see https://github.com/fastify/fastify-helmet
 */
export default fp(
  async (app: FastifyInstance, options: { apiOrigins: string[]; inlineScripts: string[] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...options.inlineScripts.map((hash) => `'${hash}'`)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'", ...options.apiOrigins],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
  },
  { name: 'helmet' },
);
