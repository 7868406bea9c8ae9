import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { notificationSettings, plantingInfos } from '../../db/schema.ts';

/** Plantings since `since` of the farmers who turned calendar notices on: the others get none. */
export function plantingsWithCalendarNotices(db: Db, since: string) {
  return db
    .select({
      id: plantingInfos.id,
      userId: plantingInfos.userId,
      crop: plantingInfos.crop,
      countyId: plantingInfos.countyId,
      plantedOn: plantingInfos.plantedOn,
    })
    .from(plantingInfos)
    .innerJoin(
      notificationSettings,
      and(
        eq(notificationSettings.userId, plantingInfos.userId),
        eq(notificationSettings.kind, 'calendar'),
        eq(notificationSettings.enabled, true),
      ),
    )
    .where(gte(plantingInfos.plantedOn, since));
}
