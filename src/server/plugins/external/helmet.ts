import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers and a strict CSP: everything from our own origin, plus `wasm-unsafe-eval` for the
 * in-browser classifier (onnxruntime-web), blob: for camera previews, and by their hash the inline
 * scripts of the pages drawn at build time (src/server/http/first-screens.ts).
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
    });
  },
  { name: 'helmet' },
);
