import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { communityQuestions, users } from '../../db/schema.ts';

/** A question's crop and the known condition an agronomist named in its photos, with who and when. */
export async function questionLabelOf(db: Db, questionId: string) {
  const [row] = await db
    .select({
      id: communityQuestions.id,
      crop: communityQuestions.crop,
      label: communityQuestions.label,
      labelledAt: communityQuestions.labelledAt,
      byFirstName: users.firstName,
      byLastName: users.lastName,
    })
    .from(communityQuestions)
    .leftJoin(users, eq(users.id, communityQuestions.labelledBy))
    .where(eq(communityQuestions.id, questionId));
  return row;
}

/** Names the condition (or takes it back with nulls); the asker's own text and state stay as they are. */
export async function setQuestionLabel(
  db: Db,
  questionId: string,
  values: { label: string | null; labelledBy: string | null; labelledAt: Date | null },
) {
  await db.update(communityQuestions).set(values).where(eq(communityQuestions.id, questionId));
}
