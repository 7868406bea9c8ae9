import type { Calendar, CalendarCrop } from '../../contract/calendar.ts';
import { placeSearchKey } from '../places/place-search-key.ts';
import { calendarRows, countyFacts, type CalendarRow, type CountyFacts } from './calendar-data.ts';

/**
 * Broad farming areas (former province and altitude together), used only when the data names neither a
 * county nor its province for a crop: the zone that lists the most counties of the same area stands in.
 */
type Area = 'rift_highland' | 'central_highland' | 'lake_western' | 'dry_east' | 'coast' | 'north_arid';

const AREA_COUNTIES: Record<Area, string[]> = {
  rift_highland: [
    'Trans Nzoia',
    'Uasin Gishu',
    'Elgeyo-Marakwet',
    'Nandi',
    'Laikipia',
    'Nakuru',
    'Narok',
    'Kericho',
    'Bomet',
  ],
  central_highland: [
    'Meru',
    'Embu',
    'Nyeri',
    'Kirinyaga',
    "Murang'a",
    'Kiambu',
    'Nairobi',
    'Nyandarua',
    'Kisii',
    'Nyamira',
  ],
  lake_western: ['Kakamega', 'Vihiga', 'Bungoma', 'Busia', 'Siaya', 'Kisumu', 'Homa Bay', 'Migori'],
  dry_east: ['Machakos', 'Makueni', 'Kitui', 'Kajiado', 'Tharaka-Nithi'],
  coast: ['Mombasa', 'Kwale', 'Kilifi', 'Tana River', 'Lamu', 'Taita-Taveta'],
  // Mostly pastoral; rain-fed crops there follow the semi-arid eastern calendar most closely.
  north_arid: [
    'Garissa',
    'Wajir',
    'Mandera',
    'Marsabit',
    'Isiolo',
    'Turkana',
    'Samburu',
    'West Pokot',
    'Baringo',
  ],
};
/** Where to look next when no zone of a crop lists a county of the same area. */
const SIMILAR: Record<Area, Area[]> = {
  rift_highland: ['rift_highland', 'central_highland'],
  central_highland: ['central_highland', 'rift_highland'],
  lake_western: ['lake_western', 'central_highland'],
  dry_east: ['dry_east', 'coast'],
  coast: ['coast', 'dry_east'],
  north_arid: ['north_arid', 'dry_east', 'coast'],
};

const areaOf = (county: string) =>
  (Object.keys(AREA_COUNTIES) as Area[]).find((area) => AREA_COUNTIES[area].includes(county))!;

let provinceKeys: Set<string> | undefined;
const isProvince = (key: string) =>
  (provinceKeys ??= new Set(countyFacts().map((county) => placeSearchKey(county.province)))).has(key);

/** "Taita-Taveta(lower)", "lower Embu", "Embu(Mbeere)" name the county; "Eastern highlands" a province. */
function placeKey(place: string): string {
  return placeSearchKey(place.replace(/\(.*\)/, '').replace(/^(lower|upper) /i, '')).replace(
    / highlands$/,
    '',
  );
}

const namesCounty = (row: CalendarRow, county: CountyFacts) =>
  row.places.some((place) => placeKey(place) === placeSearchKey(county.name));
const namesProvince = (row: CalendarRow, county: CountyFacts) =>
  row.places.some(
    (place) => isProvince(placeKey(place)) && placeKey(place) === placeSearchKey(county.province),
  );

export interface ZoneMatch {
  zoneId: string;
  basis: Calendar['zone']['basis'];
  rows: CalendarRow[];
}

/** The crop's zone for a county, and how sure that match is. */
export function zoneFor(crop: CalendarCrop, county: CountyFacts): ZoneMatch {
  const rows = calendarRows().filter((row) => row.crop === crop);
  const zoneIds = [...new Set(rows.map((row) => row.zoneId))];
  const zoneRows = (zoneId: string) => rows.filter((row) => row.zoneId === zoneId);
  const match = (basis: ZoneMatch['basis'], zoneId: string): ZoneMatch => ({
    zoneId,
    basis,
    rows: zoneRows(zoneId),
  });

  const listed = zoneIds.find((zone) => zoneRows(zone).some((row) => namesCounty(row, county)));
  if (listed) return match('listed', listed);
  const province = zoneIds.find((zone) => zoneRows(zone).some((row) => namesProvince(row, county)));
  if (province) return match('province', province);
  for (const area of SIMILAR[areaOf(county.name)]) {
    const neighbours = AREA_COUNTIES[area].map((name) => ({ name, province: '', id: '' }));
    const score = (zone: string) =>
      neighbours.filter((other) => zoneRows(zone).some((row) => namesCounty(row, other))).length;
    const best = [...zoneIds].sort((a, b) => score(b) - score(a))[0];
    if (best && score(best) > 0) return match('similar_area', best);
  }
  return match('elsewhere', zoneIds[0]!);
}

/** The counties of a county's farming area, then of the areas most like it: where to look for a neighbour's advice. */
export const countiesLike = (county: string): string[][] =>
  SIMILAR[areaOf(county)].map((area) => AREA_COUNTIES[area]);
