import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { OutbreakCount, OutbreakLevel } from '../../../contract/outbreaks.ts';
import type { Db } from '../../db/database.ts';
import { communityQuestions } from '../../db/schema.ts';

interface CountQuery {
  week: string;
  condition?: string | undefined;
  level: OutbreakLevel;
  minFarms?: number | undefined;
}

/** The Monday 00:00 (Nairobi) that starts `week`, and the next one. */
function weekBounds(week: string): [Date, Date] {
  const start = new Date(`${week}T00:00:00+03:00`);
  return [start, new Date(start.getTime() + 7 * 24 * 3600 * 1000)];
}

/**
 * Reported cases (issue 32 §1): Community questions asked in the week that a staff agronomist labelled
 * with a known condition, per county and condition, each with its distinct people (a former member's
 * question counts as one). A question names only its county, so there are no ward or subcounty counts.
 * Served by `community_questions_labelled_idx`.
 */
export async function reportedCounts(db: Db, query: CountQuery): Promise<OutbreakCount[]> {
  if (query.level !== 'county') return [];
  const [from, to] = weekBounds(query.week);
  const people = sql<number>`count(distinct coalesce(${communityQuestions.userId}, ${communityQuestions.id}))::int`;
  const rows = await db
    .select({
      area_id: communityQuestions.county,
      condition: sql<string>`${communityQuestions.label}`,
      cases: count(),
      farms: people,
    })
    .from(communityQuestions)
    .where(
      and(
        isNotNull(communityQuestions.label),
        gte(communityQuestions.createdAt, from),
        lt(communityQuestions.createdAt, to),
        isNotNull(communityQuestions.county),
        query.condition ? eq(communityQuestions.label, query.condition) : undefined,
      ),
    )
    .groupBy(communityQuestions.county, communityQuestions.label)
    .having(query.minFarms ? sql`${people} >= ${query.minFarms}` : undefined)
    .orderBy(communityQuestions.county, communityQuestions.label);
  return rows.map((row) => ({ ...row, area_id: row.area_id! }));
}
