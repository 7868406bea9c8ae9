import type { CalendarCrop, Season } from '../../../contract/calendar.ts';
import { isPlausiblePlantingDate } from '../../../contract/planting-date.ts';
import { cropCalendar } from '../../calendar/crop-calendar.ts';
import type { Db } from '../../db/database.ts';
import { FieldErrors } from '../../errors/api-error.ts';
import { placeById } from '../places/place-repository.ts';

export interface PlantingFacts {
  crop: CalendarCrop;
  county_id: string;
  subcounty_id: string | null;
  ward_id: string | null;
  planted_on: string;
  season?: Season;
}

/**
 * Checks what the contract cannot: that the places exist and nest (the ward in the subcounty, the
 * subcounty in the county) and that the date is plausible; answers the season, from the calendar when
 * the caller gave none.
 */
export async function checkPlanting(db: Db, facts: PlantingFacts, today: string): Promise<Season> {
  const problems: Record<string, string[]> = {};
  const county = await placeById(db, 'county', facts.county_id);
  if (!county) problems.county_id = ['unknown_place'];
  if (facts.subcounty_id) {
    const row = await placeById(db, 'subcounty', facts.subcounty_id);
    if (row?.countyId !== facts.county_id) problems.subcounty_id = ['place_outside_parent'];
  }
  if (facts.ward_id) {
    const row = await placeById(db, 'ward', facts.ward_id);
    const parentOk = facts.subcounty_id ? row?.subcountyId === facts.subcounty_id : true;
    if (row?.countyId !== facts.county_id || !parentOk) problems.ward_id = ['place_outside_parent'];
  }
  if (!isPlausiblePlantingDate(facts.planted_on, today)) problems.planted_on = ['planted_on_out_of_range'];
  if (Object.keys(problems).length > 0) throw new FieldErrors(problems);
  if (facts.season) return facts.season;
  const calendar = cropCalendar({
    crop: facts.crop,
    countyId: facts.county_id,
    plantedOn: facts.planted_on,
    today,
  });
  return calendar!.timeline!.season;
}
