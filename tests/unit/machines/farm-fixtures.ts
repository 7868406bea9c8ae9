import type { Farm } from '../../../src/contract/farm.ts';

/** A farm in Mavoko ward (Machakos) as `farm/` answers it; `area_acres` null is a farm of unknown size. */
export const farmRow = (id: string, name: string, area_acres: number | null = 2): Farm => ({
  id,
  farmer: '6f1c1f0e-7c53-4d33-9a8e-2f0f5e0e7a11',
  name,
  ward: '0801',
  county: '016',
  latitude: null,
  longitude: null,
  altitude: null,
  area_acres,
  soil_type: null,
  irrigated: false,
  notes: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});

export const HOME = farmRow('00000000-0000-4000-8000-000000000001', 'Home farm', 2);
export const RIVER = farmRow('00000000-0000-4000-8000-000000000002', 'River plot', null);
