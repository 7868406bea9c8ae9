import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built client. Vite fingerprints everything under /assets, so those may be cached for a
 * year; everything else (index.html, the manifest, models) is revalidated on each visit. The build
 * keeps source maps for local debugging, but the server never hands them out: they are a map of our
 * source for anyone who asks. Nor does it hand out the build's own dot files (`.vite/manifest.json`,
 * which names every source module, and `.sources-stamp`): the app never asks for them. A file goes
 * as the build compressed it (its `.br` or `.gz`) to a browser that takes that encoding, else as it is.
 */
async function staticClient(
  app: FastifyInstance,
  options: { clientDir: string; pages: Record<string, string> },
) {
  if (!existsSync(options.clientDir)) {
    app.log.warn({ clientDir: options.clientDir }, 'client build not found; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    allowedPath: (pathname) => !pathname.endsWith('.map') && !/(^|\/)\./.test(pathname),
    setHeaders(reply, filePath) {
      const immutable = filePath.includes('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile(options.pages['/'] ?? 'index.html'),
  );
}

export default fp(staticClient, { name: 'static-client' });
