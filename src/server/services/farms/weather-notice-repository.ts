import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { counties, farmers, farms, notificationSettings } from '../../db/schema.ts';

/**
 * The farms of the farmers who turned weather notices on, each with the point its forecast is for: the
 * farm's own, else its county's middle.
 */
export function farmsWithWeatherNotices(db: Db) {
  return db
    .select({
      id: farms.id,
      name: farms.name,
      userId: notificationSettings.userId,
      countyId: farms.countyId,
      latitude: sql<number>`coalesce(${farms.latitude}, ${counties.centroidLatitude})`,
      longitude: sql<number>`coalesce(${farms.longitude}, ${counties.centroidLongitude})`,
    })
    .from(farms)
    .innerJoin(farmers, eq(farmers.id, farms.farmerId))
    .innerJoin(counties, eq(counties.id, farms.countyId))
    .innerJoin(
      notificationSettings,
      and(
        eq(notificationSettings.userId, farmers.userId),
        eq(notificationSettings.kind, 'weather'),
        eq(notificationSettings.enabled, true),
      ),
    );
}
