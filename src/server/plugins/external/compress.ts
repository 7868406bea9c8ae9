import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { API_PATH } from '../../http/api-path.ts';

/**
 * gzip or brotli for every text answer of the API: on 3G with small data bundles the bytes are what the
 * user pays for. Files are never compressed per request: that cost half a CPU-second for the 14 MB ONNX
 * runtime, asked for by anyone in a few bytes, 300 times a minute. The client's files come compressed
 * from the build instead (scripts/build/precompress.ts); the API docs' files go as they are.
 * @see https://github.com/fastify/fastify-compress
 */
export default fp(
  async (app: FastifyInstance) => {
    // Added before the plugin's own hook, so it reads the choice when it sets up each route.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${API_PATH}/`)) route.compress = false;
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
