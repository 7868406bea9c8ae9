import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { ApiError } from '../../errors/api-error.ts';

const API_PREFIX = '/api/';

/**
 * Unknown paths: the API answers JSON — 405 with `Allow` when the path exists under another method,
 * else 404 — and every other GET is the client's own route, so it gets the SPA's index.html, or the
 * page drawn for that route at build time where there is one.
 */
async function notFound(app: FastifyInstance, options: { clientDir: string; pages: Record<string, string> }) {
  const known = FindMyWay();
  const methodsByPath = new Map<string, Set<string>>();

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let set = methodsByPath.get(route.url);
    if (!set) {
      set = new Set();
      methodsByPath.set(route.url, set);
      known.on('GET', route.url, () => undefined, { pattern: route.url });
    }
    for (const method of methods) set.add(method);
  });

  const hasClient = existsSync(path.join(options.clientDir, 'index.html'));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith(API_PREFIX) || pathname === '/api') {
      const match = known.find('GET' as HTTPMethod, pathname);
      const pattern = (match?.store as { pattern?: string } | undefined)?.pattern;
      const allowed = pattern ? methodsByPath.get(pattern) : undefined;
      if (allowed) {
        throw new ApiError(
          405,
          'method_not_allowed',
          { method: request.method },
          {
            allow: [...allowed].join(', '),
          },
        );
      }
      throw new ApiError(404, 'not_found');
    }
    const isPage = !path.extname(pathname);
    if (hasClient && isPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile(options.pages[pathname] ?? 'index.html');
    }
    throw new ApiError(404, 'not_found');
  });
}

export default fp(notFound, { name: 'not-found' });
