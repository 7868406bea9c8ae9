import type { FastifyRequest } from 'fastify';
import type { PageQuery } from '../../contract/pagination.ts';
import type { Page } from '../db/paged-rows.ts';

/**
 * The one list envelope, `{count, next, previous, results}`: `next` and `previous` are absolute URLs of
 * the same list with the page changed, as DRF clients expect, and null at either end.
 */
export function paginate<Row, Item>(
  request: FastifyRequest,
  query: PageQuery,
  page: Page<Row>,
  toItem: (row: Row) => Item,
) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const at = (target: number) => {
    url.searchParams.set('page', String(target));
    return url.toString();
  };
  return {
    count: page.count,
    next: query.page * query.page_size < page.count ? at(query.page + 1) : null,
    previous: query.page > 1 ? at(query.page - 1) : null,
    results: page.rows.map((row) => toItem(row)),
  };
}
