import { and, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '../../../contract/pagination.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import { engagementRequests } from '../../db/schema.ts';

type EngagementRow = typeof engagementRequests.$inferSelect;

/** One page of engagement requests, newest first, optionally of one kind and one status. */
export function pageEngagements(
  db: Db,
  filters: { kind?: EngagementRow['kind'] | undefined; status?: EngagementRow['status'] | undefined },
  query: PageQuery,
) {
  const where = and(
    filters.kind ? eq(engagementRequests.kind, filters.kind) : undefined,
    filters.status ? eq(engagementRequests.status, filters.status) : undefined,
  );
  return pagedRows(
    query,
    () => db.$count(engagementRequests, where),
    (limit, offset) =>
      db
        .select()
        .from(engagementRequests)
        .where(where)
        .orderBy(desc(engagementRequests.createdAt))
        .limit(limit)
        .offset(offset),
  );
}

/** Undefined when there is no such request. */
export async function engagementById(db: Db, id: string) {
  const [row] = await db.select().from(engagementRequests).where(eq(engagementRequests.id, id));
  return row;
}

/** Undefined when there is no such request. */
export async function setEngagementStatus(db: Db, id: string, status: EngagementRow['status']) {
  const [row] = await db
    .update(engagementRequests)
    .set({ status })
    .where(eq(engagementRequests.id, id))
    .returning();
  return row;
}
