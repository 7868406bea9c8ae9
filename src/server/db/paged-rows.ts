import type { PageQuery } from '../../contract/pagination.ts';

/** One page of a list: how many rows match in all, and the rows `?page=` and `?page_size=` ask for. */
export interface Page<Row> {
  count: number;
  rows: Row[];
}

/**
 * Counts the matches, then reads only the window asked for. The count comes first, as one query after
 * the other, so a list keeps to one connection (PGlite has only one).
 */
export async function pagedRows<Row>(
  query: PageQuery,
  count: () => PromiseLike<number>,
  window: (limit: number, offset: number) => PromiseLike<Row[]>,
): Promise<Page<Row>> {
  const total = await count();
  const rows = await window(query.page_size, (query.page - 1) * query.page_size);
  return { count: total, rows };
}

/** The same window over a list already in memory (the library and blog are tens of entries). */
export function pagedList<Row>(all: Row[], query: PageQuery): Page<Row> {
  return {
    count: all.length,
    rows: all.slice((query.page - 1) * query.page_size, query.page * query.page_size),
  };
}
