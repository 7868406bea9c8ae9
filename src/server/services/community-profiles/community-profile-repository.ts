import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { communityProfiles } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export type ProfileRow = typeof communityProfiles.$inferSelect;

/** Everything of one person's profile but the picture's bytes. */
const profileColumns = {
  userId: communityProfiles.userId,
  id: communityProfiles.id,
  nickname: communityProfiles.nickname,
  county: communityProfiles.county,
  pictureUpdatedAt: communityProfiles.pictureUpdatedAt,
};
export type ProfileSummary = { [K in keyof typeof profileColumns]: ProfileRow[K] };

export async function profileOf(db: Db, userId: string): Promise<ProfileSummary | undefined> {
  const [row] = await db
    .select(profileColumns)
    .from(communityProfiles)
    .where(eq(communityProfiles.userId, userId));
  return row;
}

/** Whether someone else goes by this nickname, whatever its case. */
export async function nicknameTakenByOther(db: Db, nickname: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(communityProfiles)
    .where(
      and(
        sql`lower(${communityProfiles.nickname}) = lower(${nickname})`,
        ne(communityProfiles.userId, userId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Creates or changes the nickname and county; undefined when another person took the nickname in the
 * meantime (the unique index decides a race).
 */
export async function saveProfile(
  db: Db,
  values: { userId: string; nickname: string; county: string | null; now: Date },
): Promise<ProfileSummary | undefined> {
  const { userId, nickname, county, now } = values;
  try {
    const [row] = await db
      .insert(communityProfiles)
      .values({ userId, nickname, county, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: communityProfiles.userId,
        set: { nickname, county, updatedAt: now },
      })
      .returning(profileColumns);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Sets or removes the picture of an existing profile; undefined when the person has none. */
export async function setPicture(db: Db, userId: string, picture: Buffer | null, now: Date) {
  const [row] = await db
    .update(communityProfiles)
    .set({ picture, pictureUpdatedAt: picture ? now : null, updatedAt: now })
    .where(eq(communityProfiles.userId, userId))
    .returning(profileColumns);
  return row;
}

/** A profile's picture by the profile's public id. */
export async function pictureById(db: Db, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ picture: communityProfiles.picture })
    .from(communityProfiles)
    .where(eq(communityProfiles.id, id));
  return row?.picture ?? null;
}

/** The whole profile for the person's export, picture included. */
export async function fullProfileOf(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(communityProfiles).where(eq(communityProfiles.userId, userId));
  return row;
}
