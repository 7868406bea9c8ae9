import type { FastifyRequest } from 'fastify';

/**
 * `next` and `previous` as absolute URLs of the same list with the page changed, as DRF clients
 * expect; null at either end.
 */
export function pageLinks(request: FastifyRequest, page: number, pageSize: number, count: number) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const at = (target: number) => {
    url.searchParams.set('page', String(target));
    return url.toString();
  };
  return {
    next: page * pageSize < count ? at(page + 1) : null,
    previous: page > 1 ? at(page - 1) : null,
  };
}
