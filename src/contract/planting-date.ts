const DAY = 86_400_000;
/** A planting is of this season or a recent one; a date further off is a typing slip. */
const DAYS_BACK = 3 * 365;
const DAYS_AHEAD = 366;

/**
 * Whether a planting day (YYYY-MM-DD) lies within the last 3 years or the coming year of `today`, as
 * the `planted_on_out_of_range` message says: the one rule for planting records, the calendar's
 * timeline and the chat's "when did you plant?".
 */
export function isPlausiblePlantingDate(plantedOn: string, today: string): boolean {
  const days = (Date.parse(plantedOn) - Date.parse(today)) / DAY;
  return days >= -DAYS_BACK && days <= DAYS_AHEAD;
}
