import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

export async function photoConsentOf(db: Db, userId: string): Promise<boolean | null> {
  const [row] = await db.select({ allowed: users.photoConsent }).from(users).where(eq(users.id, userId));
  return row?.allowed ?? null;
}

export async function setPhotoConsent(db: Db, userId: string, allowed: boolean, now: Date): Promise<void> {
  await db.update(users).set({ photoConsent: allowed, updatedAt: now }).where(eq(users.id, userId));
}
