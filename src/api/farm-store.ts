import type { Farm, FarmInput } from '../contract/farm.ts';
import type { PlantingInfo, PlantingInfoInput } from '../contract/planting-info.ts';
import { createFarm, fetchAllFarms } from './farms.ts';
import { createPlanting, deletePlanting, fetchAllPlantings } from './planting-info.ts';
import { getProfile, isLoggedIn, subscribeToSession } from './session-store.ts';

/**
 * The shared in-memory state of SPEC §3, in one place: the farms list, the selected farm, that farm's
 * planting info, all planting info and a loading flag. Flows and screens read it; only these
 * functions change it.
 */
export interface FarmState {
  farms: Farm[];
  selectedFarm: Farm | null;
  farmPlantings: PlantingInfo[];
  plantings: PlantingInfo[];
  loading: boolean;
  /** Whose farms these are, so another account signing in on this device never sees them. */
  owner: string | null;
}

const EMPTY: FarmState = {
  farms: [],
  selectedFarm: null,
  farmPlantings: [],
  plantings: [],
  loading: false,
  owner: null,
};
let state = EMPTY;
const listeners = new Set<() => void>();

function update(changes: Partial<FarmState>) {
  const next = { ...state, ...changes };
  // The selection follows the list, so a farm changed or gone elsewhere is never shown stale.
  next.selectedFarm = next.farms.find((farm) => farm.id === next.selectedFarm?.id) ?? null;
  next.farmPlantings = next.selectedFarm
    ? next.plantings.filter((planting) => planting.farm === next.selectedFarm!.id)
    : [];
  state = next;
  for (const listener of listeners) listener();
}

const loaded = () => {
  const owner = getProfile()?.id ?? null;
  return owner !== null && state.owner === owner;
};

export const farmStore = {
  get: (): FarmState => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Loads farms and plantings once per sign-in; `force` reloads, e.g. after another device may have
   * changed them. A farmer with one farm has it selected, so no flow asks which.
   */
  async load(force = false): Promise<FarmState> {
    if (loaded() && !force) return state;
    const owner = getProfile()?.id ?? null;
    update({ loading: true });
    try {
      const [farms, plantings] = await Promise.all([fetchAllFarms(), fetchAllPlantings()]);
      const selectedFarm = state.selectedFarm ?? (farms.length === 1 ? farms[0]! : null);
      update({ farms, plantings, owner, selectedFarm });
      return state;
    } finally {
      update({ loading: false });
    }
  },
  /** Every planting of the signed-in farmer, newest first. */
  async loadPlantings(force = false): Promise<PlantingInfo[]> {
    return (await farmStore.load(force)).plantings;
  },
  /** A new farm becomes the selected one: it is the farm the farmer is thinking about. */
  async addFarm(input: FarmInput): Promise<Farm> {
    const saved = await createFarm(input);
    update({ farms: [...state.farms.filter((farm) => farm.id !== saved.id), saved], selectedFarm: saved });
    return saved;
  },
  selectFarm(id: string | null) {
    update({ selectedFarm: state.farms.find((farm) => farm.id === id) ?? null });
  },
  async addPlanting(input: PlantingInfoInput): Promise<PlantingInfo> {
    const saved = await createPlanting(input);
    update({ plantings: [saved, ...state.plantings.filter((planting) => planting.id !== saved.id)] });
    return saved;
  },
  async removePlanting(id: string): Promise<void> {
    await deletePlanting(id);
    update({ plantings: state.plantings.filter((planting) => planting.id !== id) });
  },
  /** Sign-out or account switch: nothing of the last user stays in memory. */
  clear() {
    update(EMPTY);
  },
};

// Signing out (here or in another tab) leaves nothing of that person's farms in memory.
subscribeToSession(() => {
  if (!isLoggedIn()) farmStore.clear();
});
