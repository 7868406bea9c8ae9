import type { Farm } from '../contract/farm.ts';
import {
  countyListSchema,
  nearestCountySchema,
  subcountyListSchema,
  wardListSchema,
  wardSchema,
  type County,
} from '../contract/places.ts';
import { apiClient } from './api-client.ts';

const PICKER_PAGE = 8;

/** Counties whose name matches what was typed so far ("mach", "Kaunti ya Murang'a"). */
export async function searchCounties(search: string) {
  const { data } = await apiClient.get('county/', { params: { search, page_size: PICKER_PAGE } });
  return countyListSchema.parse(data).results;
}

export async function searchSubcounties(county: string, search: string) {
  const { data } = await apiClient.get('subcounty/', { params: { county, search, page_size: PICKER_PAGE } });
  return subcountyListSchema.parse(data).results;
}

export async function searchWards(subcounty: string, search: string) {
  const { data } = await apiClient.get('ward/', { params: { subcounty, search, page_size: PICKER_PAGE } });
  return wardListSchema.parse(data).results;
}

let allCounties: Promise<County[]> | null = null;

/** All 47 counties, fetched once per visit: enough to spot a county named in a typed sentence. */
export function listCounties(): Promise<County[]> {
  allCounties ??= apiClient
    .get('county/', { params: { page_size: 100 } })
    .then(({ data }) => countyListSchema.parse(data).results)
    .catch((error: unknown) => {
      allCounties = null;
      throw error;
    });
  return allCounties;
}

/** A county's wards by name: 85 at most (Nairobi), one page. */
export async function listCountyWards(county: string) {
  const { data } = await apiClient.get('ward/', { params: { county, page_size: 100 } });
  return wardListSchema.parse(data).results;
}

async function fetchWard(id: string) {
  const { data } = await apiClient.get(`ward/${id}/`);
  return wardSchema.parse(data);
}

/** Where each farm is, as a farmer says it ("Mavoko, Machakos"), by farm id. */
export async function farmPlaceNames(farms: Farm[]): Promise<Record<string, string>> {
  const counties = await listCounties();
  const wardIds = [...new Set(farms.flatMap((farm) => (farm.ward ? [farm.ward] : [])))];
  const wards = new Map((await Promise.all(wardIds.map(fetchWard))).map((ward) => [ward.id, ward.name]));
  return Object.fromEntries(
    farms.map((farm) => {
      const county = counties.find((candidate) => candidate.id === farm.county)?.name;
      const names = [farm.ward ? wards.get(farm.ward) : undefined, county];
      return [farm.id, names.filter(Boolean).join(', ')];
    }),
  );
}

/** "Use my location": the nearest county by its centre, said as "near …". */
export async function nearestCounty(latitude: number, longitude: number) {
  const { data } = await apiClient.get('county/nearest/', { params: { latitude, longitude } });
  return nearestCountySchema.parse(data);
}
