import { and, desc, eq, exists, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PageQuery } from '../../../contract/pagination.ts';
import type { Db } from '../../db/database.ts';
import { pagedRows } from '../../db/paged-rows.ts';
import { communityQuestionPhotos, communityQuestions, users } from '../../db/schema.ts';

const labelFields = {
  id: communityQuestions.id,
  crop: communityQuestions.crop,
  label: communityQuestions.label,
  labelledAt: communityQuestions.labelledAt,
  byFirstName: users.firstName,
  byLastName: users.lastName,
};
const photoCount = sql<number>`(select count(*)::int from ${communityQuestionPhotos} where ${communityQuestionPhotos.questionId} = ${communityQuestions.id})`;

/** A question's crop and the known condition an agronomist named in its photos, with who and when. */
export async function questionLabelOf(db: Db, questionId: string) {
  const [row] = await db
    .select(labelFields)
    .from(communityQuestions)
    .leftJoin(users, eq(users.id, communityQuestions.labelledBy))
    .where(eq(communityQuestions.id, questionId));
  return row;
}

/** Published questions with photos, latest first: all, or only the (un)labelled ones. */
export function pageLabellingQuestions(db: Db, query: PageQuery & { labelled?: boolean | undefined }) {
  const where = and(
    eq(communityQuestions.state, 'published'),
    exists(
      db
        .select({ one: sql`1` })
        .from(communityQuestionPhotos)
        .where(eq(communityQuestionPhotos.questionId, communityQuestions.id)),
    ),
    query.labelled === undefined
      ? undefined
      : query.labelled
        ? isNotNull(communityQuestions.label)
        : isNull(communityQuestions.label),
  );
  return pagedRows(
    query,
    () => db.$count(communityQuestions, where),
    (limit, offset) =>
      db
        .select({
          ...labelFields,
          text: communityQuestions.text,
          county: communityQuestions.county,
          createdAt: communityQuestions.createdAt,
          photos: photoCount,
        })
        .from(communityQuestions)
        .leftJoin(users, eq(users.id, communityQuestions.labelledBy))
        .where(where)
        .orderBy(desc(communityQuestions.createdAt), desc(communityQuestions.id))
        .limit(limit)
        .offset(offset),
  );
}

/** Names the condition (or takes it back with nulls); the asker's own text and state stay as they are. */
export async function setQuestionLabel(
  db: Db,
  questionId: string,
  values: { label: string | null; labelledBy: string | null; labelledAt: Date | null },
) {
  await db.update(communityQuestions).set(values).where(eq(communityQuestions.id, questionId));
}
