import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { farmStore } from '../../../src/api/farm-store.ts';
import { createFarm, fetchAllFarms } from '../../../src/api/farms.ts';
import { fetchAllPlantings } from '../../../src/api/planting-info.ts';
import { clearSessionTokens, storeProfile, storeSessionTokens } from '../../../src/api/session-store.ts';
import type { Farm } from '../../../src/contract/farm.ts';
import type { PlantingInfo } from '../../../src/contract/planting-info.ts';
import { selectedFarmPlace } from '../../../src/machines/shared/place/place-states.ts';
import { listCounties } from '../../../src/api/places.ts';

vi.mock('../../../src/api/farms.ts', () => ({ fetchAllFarms: vi.fn(), createFarm: vi.fn() }));
vi.mock('../../../src/api/planting-info.ts', () => ({
  fetchAllPlantings: vi.fn(),
  createPlanting: vi.fn(),
  deletePlanting: vi.fn(),
}));
vi.mock('../../../src/api/places.ts', () => ({ listCounties: vi.fn(), searchCounties: vi.fn() }));

const farm = (id: string, name: string): Farm => ({
  id,
  farmer: '6f1c1f0e-7c53-4d33-9a8e-2f0f5e0e7a11',
  name,
  ward: '0842',
  county: '032',
  latitude: null,
  longitude: null,
  altitude: null,
  area_acres: 2,
  soil_type: null,
  irrigated: false,
  notes: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});
const HOME = farm('00000000-0000-4000-8000-000000000001', 'Home farm');
const RIVER = farm('00000000-0000-4000-8000-000000000002', 'River plot');
const planting = (id: string, farmId: string | null) =>
  ({ id, farm: farmId, crop: 'maize', county_id: '032' }) as PlantingInfo;

function signIn(id = 'u1') {
  storeSessionTokens({
    access: 'a.b.c',
    refresh: 'r',
    expiry_time: '2026-11-22T16:00:00.000Z',
    lifetime: 900,
  });
  storeProfile({
    id,
    first_name: 'Wanjiru',
    last_name: 'Mwangi',
    email: null,
    phone_number: '+254712345678',
  });
}

beforeEach(() => {
  vi.mocked(fetchAllFarms).mockResolvedValue([HOME]);
  vi.mocked(fetchAllPlantings).mockResolvedValue([planting('p1', HOME.id), planting('p2', null)]);
  signIn();
});
afterEach(() => {
  clearSessionTokens();
  farmStore.clear();
  localStorage.clear();
});

describe('the farm store (SPEC §3 shared state)', () => {
  it('loads farms and plantings once per sign-in, selecting a sole farm with its plantings', async () => {
    const loading: boolean[] = [];
    const stop = farmStore.subscribe(() => loading.push(farmStore.get().loading));
    await farmStore.load();
    await farmStore.load();
    stop();
    expect(fetchAllFarms).toHaveBeenCalledTimes(1);
    const state = farmStore.get();
    expect(state.selectedFarm).toEqual(HOME);
    expect(state.plantings.map((each) => each.id)).toEqual(['p1', 'p2']);
    expect(state.farmPlantings.map((each) => each.id)).toEqual(['p1']);
    expect(loading[0]).toBe(true);
    expect(loading.at(-1)).toBe(false);
  });

  it('selects a new farm, and forgets a selection whose farm left the list', async () => {
    vi.mocked(fetchAllFarms).mockResolvedValue([HOME, RIVER]);
    await farmStore.load(true);
    expect(farmStore.get().selectedFarm).toBeNull();
    farmStore.selectFarm(RIVER.id);
    expect(farmStore.get().selectedFarm).toEqual(RIVER);
    expect(farmStore.get().farmPlantings).toEqual([]);
    const added = farm('00000000-0000-4000-8000-000000000003', 'Hill plot');
    vi.mocked(createFarm).mockResolvedValue(added);
    await farmStore.addFarm({ name: 'Hill plot', ward: '0842' });
    expect(farmStore.get().selectedFarm).toEqual(added);
    vi.mocked(fetchAllFarms).mockResolvedValue([HOME, RIVER]);
    await farmStore.load(true);
    expect(farmStore.get().selectedFarm).toBeNull();
  });

  it('keeps nothing of the farmer after sign-out', async () => {
    await farmStore.load();
    clearSessionTokens();
    expect(farmStore.get()).toMatchObject({ farms: [], selectedFarm: null, plantings: [] });
  });

  it('gives the selected farm’s county and ward as the place the calendar and weather use', async () => {
    vi.mocked(listCounties).mockResolvedValue([
      {
        id: '032',
        name: 'Nakuru',
        iso_3166_2: 'KE-32',
        headquarters: 'Nakuru',
        centroid: { latitude: -0.3, longitude: 36.1 },
      },
    ]);
    expect(await selectedFarmPlace()).toMatchObject({
      county_id: '032',
      county_name: 'Nakuru',
      ward_id: '0842',
    });
    farmStore.selectFarm(null);
    expect(await selectedFarmPlace()).toBeNull();
  });
});
