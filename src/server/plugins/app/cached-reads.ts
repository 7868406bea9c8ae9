import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pickLanguage } from '../../i18n/server-translator.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgets the kept answers: reference data changed after the start (a data manager's upload or edit). */
    clearCachedReads: () => void;
  }
}

/**
 * The reference lists (library, pesticides, crops, places, blog, the outbreak map's shapes) change only when the server seeds
 * them at start, yet were recomputed per request (150 req/s for `pest/`). Their answers are kept in
 * memory once serialised, per host, URL and language, and sent with an ETag, so a client that has
 * the answer gets a 304. Personal or time-dependent routes are never listed here. A CSV upload
 * changes the library, the pesticides and the varieties, and a data manager's change to `crop/` or
 * `crop/variety/` the crops: each then clears what is kept.
 */
const CACHED_ROUTES = [
  '/api/v1/pest/',
  '/api/v1/pest/:slug/',
  '/api/v1/pesticide/',
  '/api/v1/pesticide/:slug/',
  '/api/v1/crop/',
  '/api/v1/crop/:id/',
  '/api/v1/blog/',
  '/api/v1/blog/:slug/',
  '/api/v1/county/',
  '/api/v1/county/:id/',
  '/api/v1/subcounty/',
  '/api/v1/subcounty/:id/',
  '/api/v1/ward/',
  '/api/v1/ward/:id/',
  '/api/v1/outbreaks/shapes/',
];
/** Enough for every page of every list in both languages; random query strings cannot grow it past. */
const MAX_ENTRIES = 2000;
export const CACHED_READ_CONTROL = 'public, max-age=300';

interface Entry {
  body: string;
  etag: string;
}

const keyOf = (request: FastifyRequest) =>
  `${request.host} ${request.url} ${pickLanguage(request.headers['accept-language'])}`;

async function cachedReads(app: FastifyInstance) {
  const entries = new Map<string, Entry>();
  const cached = new Set(CACHED_ROUTES);
  app.decorate('clearCachedReads', () => entries.clear());
  const isCached = (request: FastifyRequest) =>
    request.method === 'GET' && cached.has(request.routeOptions.url ?? '');

  app.addHook('preHandler', async (request, reply) => {
    if (!isCached(request)) return;
    const entry = entries.get(keyOf(request));
    if (!entry) return;
    reply
      .header('etag', entry.etag)
      .header('cache-control', CACHED_READ_CONTROL)
      .header('vary', 'accept-language');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!isCached(request) || reply.statusCode !== 200) return payload;
    const body = String(reply.serialize(payload));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(keyOf(request), { body, etag });
    reply.header('etag', etag).header('cache-control', CACHED_READ_CONTROL).header('vary', 'accept-language');
    return payload;
  });
}

export default fp(cachedReads, { name: 'cached-reads' });
