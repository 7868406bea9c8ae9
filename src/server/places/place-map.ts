import type { OutbreakShapes } from '../../contract/outbreaks.ts';
import type { PlaceMap } from '../../contract/place-map.ts';
import { areaLocator, boxOf, toMapPoint } from './area-at-point.ts';

export interface MapPlace {
  county_id?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

type UnnamedArea = Omit<PlaceMap['county'], 'name'>;

/** The contract's map less the areas' names: the outlines carry ids only, the database names them. */
type UnnamedPlaceMap = Omit<PlaceMap, 'county' | 'ward'> & {
  county: UnnamedArea;
  ward: UnnamedArea | null;
};

/** A twentieth of the county's size on each side, so its edge and a point on it are not cut off. */
const MARGIN = 0.05;

/**
 * Where a case's place is, on the outbreak map's outlines: the ward its GPS point lies in and that
 * ward's county, or the county it was given. Null when neither is known (a place typed in words only).
 */
export function placeMapper(shapes: OutbreakShapes) {
  const wardAt = areaLocator(shapes, shapes.wards);
  const wards = new Map(shapes.wards.map((ward) => [ward.id, ward]));
  const counties = new Map(shapes.counties.map((county) => [county.id, county]));

  return (place: MapPlace): UnnamedPlaceMap | null => {
    const located = place.latitude !== undefined && place.longitude !== undefined;
    const wardId = located ? wardAt(place.latitude!, place.longitude!) : null;
    const ward = wardId ? wards.get(wardId) : undefined;
    const county = counties.get(ward?.county_id ?? place.county_id ?? '');
    if (!county) return null;
    // A point outside its county's outline (a lake shore, a GPS error) is left off rather than drawn elsewhere.
    const point = ward ? toMapPoint(shapes, place.latitude!, place.longitude!) : null;
    const box = boxOf(county.d);
    const margin = Math.max(box.right - box.left, box.bottom - box.top) * MARGIN;
    const round = (value: number) => Math.round(value * 10) / 10;
    const viewBox = [
      box.left - margin,
      box.top - margin,
      box.right - box.left + 2 * margin,
      box.bottom - box.top + 2 * margin,
    ]
      .map(round)
      .join(' ');
    return {
      view_box: viewBox,
      county: { id: county.id, d: county.d },
      ward: ward ? { id: ward.id, d: ward.d } : null,
      point: point ? { x: round(point[0]), y: round(point[1]) } : null,
    };
  };
}
