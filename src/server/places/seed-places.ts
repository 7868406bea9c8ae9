import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Db } from '../db/database.ts';
import { loadWhenChanged } from '../db/reference-data-loads.ts';
import { upsertPlaces } from '../services/places/place-repository.ts';
import { placeSearchKey } from './place-search-key.ts';

const DATA = path.resolve(import.meta.dirname, 'data');

function rows(file: string): Record<string, string>[] {
  return parse(readFileSync(path.join(DATA, file)), { columns: true, skip_empty_lines: true, trim: true });
}

/** The IEBC units shipped with the app, as rows. */
function shippedPlaces() {
  return {
    counties: rows('counties.csv').map((row) => ({
      id: row.county_id!,
      name: row.county_name!,
      searchKey: placeSearchKey(row.county_name!),
      iso31662: row.iso_3166_2!,
      headquarters: row.county_hq!,
      centroidLatitude: Number(row.centroid_lat),
      centroidLongitude: Number(row.centroid_lon),
    })),
    subcounties: rows('subcounties.csv').map((row) => ({
      id: row.subcounty_id!,
      name: row.subcounty_name!,
      searchKey: placeSearchKey(row.subcounty_name!),
      countyId: row.county_id!,
    })),
    wards: rows('wards.csv').map((row) => ({
      id: row.ward_id!,
      name: row.ward_name_display || row.ward_name!,
      searchKey: placeSearchKey(row.ward_name_display || row.ward_name!),
      subcountyId: row.subcounty_id!,
      countyId: row.county_id!,
    })),
  };
}

/** Writes every shipped unit (updated in place); also what a database of an older release holds. */
export async function writePlaces(db: Db, units = shippedPlaces()): Promise<void> {
  await upsertPlaces(db, 'county', units.counties);
  await upsertPlaces(db, 'subcounty', units.subcounties);
  await upsertPlaces(db, 'ward', units.wards);
}

/** Loads the IEBC units shipped with the app when they have changed. */
export async function seedPlaces(db: Db): Promise<void> {
  await loadWhenChanged(db, 'places', shippedPlaces, (units) => writePlaces(db, units));
}
