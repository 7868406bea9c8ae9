import { outbreakWeekOf, shiftWeek } from '../../../contract/outbreak-week.ts';
import type { Insights, InsightsWeek } from '../../../contract/insights.ts';
import type { Db } from '../../db/database.ts';
import { weeklyBookings, weeklyCommunityAnswers, weeklyEventCounts } from './analytics-repository.ts';

/** A Nairobi Monday's midnight as an instant (Nairobi keeps UTC+3 all year). */
const startOf = (week: string) => new Date(`${week}T00:00:00+03:00`);
const shareOf = (part: number, whole: number) => (whole ? part / whole : null);

/**
 * The staff dashboard's last `weeks` weeks up to the one `now` falls in, oldest first, every week
 * present (zeros, and null shares, where nothing happened).
 */
export async function weeklyInsights(db: Db, weeks: number, now: Date): Promise<Insights> {
  const last = outbreakWeekOf(now);
  const first = shiftWeek(last, -(weeks - 1));
  const from = startOf(first);
  const to = startOf(shiftWeek(last, 1));
  const events = await weeklyEventCounts(db, from, to);
  const bookings = await weeklyBookings(db, from, to);
  const community = await weeklyCommunityAnswers(db, from, to);
  const eventsOf = new Map(events.map((row) => [row.week, row]));
  const bookedOf = new Map(bookings.map((row) => [row.week, row.booked]));
  const communityOf = new Map(community.map((row) => [row.week, row]));
  const result: InsightsWeek[] = [];
  for (let index = 0; index < weeks; index += 1) {
    const week = shiftWeek(first, index);
    const counts = eventsOf.get(week);
    result.push({
      week,
      checks: counts?.verdicts ?? 0,
      not_sure_share: shareOf(counts?.notSure ?? 0, counts?.verdicts ?? 0),
      differential_resolved_share: shareOf(counts?.resolved ?? 0, counts?.notSure ?? 0),
      median_taps_to_answer: counts?.medianTaps ?? null,
      languages: { en: counts?.english ?? 0, sw: counts?.swahili ?? 0 },
      callbacks_booked: bookedOf.get(week) ?? 0,
      community_questions: communityOf.get(week)?.asked ?? 0,
      community_answered_within_24h: communityOf.get(week)?.answered ?? 0,
    });
  }
  return { weeks: result };
}
