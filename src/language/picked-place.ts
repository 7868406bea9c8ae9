import type { County } from '../contract/places.ts';
import { normalise } from './intents/normalise.ts';

/** A place the user chose (county, optionally subcounty and ward) or that their location is near. */
export interface PickedPlace {
  county_id: string;
  county_name: string;
  subcounty_id: string | null;
  subcounty_name: string | null;
  ward_id: string | null;
  ward_name: string | null;
  /** From "use my location": the nearest county by centroid, so it is said as "near …". */
  near: boolean;
}

/** The place picker answers with this prefix and the place as JSON, so the flow needs no second look-up. */
export const PLACE_PREFIX = 'place:';

export function encodePlace(place: PickedPlace): string {
  return `${PLACE_PREFIX}${JSON.stringify(place)}`;
}

export function decodePlace(value: string): PickedPlace | null {
  if (!value.startsWith(PLACE_PREFIX)) return null;
  try {
    const place = JSON.parse(value.slice(PLACE_PREFIX.length)) as PickedPlace;
    return /^\d{3}$/.test(place.county_id) && typeof place.county_name === 'string' ? place : null;
  } catch {
    return null;
  }
}

export const countyPlace = (county: Pick<County, 'id' | 'name'>, near = false): PickedPlace => ({
  county_id: county.id,
  county_name: county.name,
  subcounty_id: null,
  subcounty_name: null,
  ward_id: null,
  ward_name: null,
  near,
});

/** A county as a quick reply, for "which one do you mean?". */
export const countyChoice = (county: Pick<County, 'id' | 'name'>) => ({
  value: encodePlace(countyPlace(county)),
  label: { key: 'places:option', params: { place: county.name } },
});

/** "Mavoko, Machakos": the most precise part first, as people say where they live. */
export function placeLabel(place: PickedPlace): string {
  return [place.ward_name, place.subcounty_name, place.county_name].filter(Boolean).join(', ');
}

/** A county named anywhere in a sentence: "when should I plant beans in Machakos?", "mvua Kaunti ya Murang'a". */
export function countyInText(text: string, counties: County[]): County | null {
  const words = normalise(text);
  // Longer names first, so "Homa Bay" is found before a county whose name is one of its words.
  const byLength = [...counties].sort((a, b) => b.name.length - a.name.length);
  for (const county of byLength) {
    const parts = normalise(county.name);
    for (let start = 0; start + parts.length <= words.length; start += 1) {
      if (parts.every((part, offset) => words[start + offset] === part)) return county;
    }
  }
  return null;
}
