import type { PlantingInfo, PlantingInfoInput } from '../contract/planting-info.ts';
import { createPlanting, deletePlanting, fetchAllPlantings } from './planting-info.ts';
import { getProfile, isLoggedIn, subscribeToSession } from './session-store.ts';

/**
 * The shared in-memory state of SPEC §3 for plantings: all planting info, the selected farm and its
 * planting info, and a loading flag. Flows and screens read it; only these functions change it.
 * A farm is known by its name; plantings without one belong to the unnamed farm (null).
 */
export interface PlantingState {
  all: PlantingInfo[];
  selectedFarm: string | null;
  farmPlantings: PlantingInfo[];
  loading: boolean;
  /** Whose plantings these are, so another account signing in on this device never sees them. */
  owner: string | null;
}

const EMPTY: PlantingState = { all: [], selectedFarm: null, farmPlantings: [], loading: false, owner: null };
let state = EMPTY;
const listeners = new Set<() => void>();

function update(changes: Partial<PlantingState>) {
  const next = { ...state, ...changes };
  next.farmPlantings = next.all.filter((planting) => planting.farm_name === next.selectedFarm);
  state = next;
  for (const listener of listeners) listener();
}

export const plantingStore = {
  get: (): PlantingState => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Loads once per sign-in; `force` reloads, e.g. after another device may have changed them. */
  async load(force = false): Promise<PlantingInfo[]> {
    const owner = getProfile()?.id ?? null;
    if (state.owner === owner && owner !== null && !force) return state.all;
    update({ loading: true });
    try {
      const all = await fetchAllPlantings();
      update({ all, owner });
      return all;
    } finally {
      update({ loading: false });
    }
  },
  async add(input: PlantingInfoInput): Promise<PlantingInfo> {
    const saved = await createPlanting(input);
    update({ all: [saved, ...state.all.filter((planting) => planting.id !== saved.id)] });
    return saved;
  },
  async remove(id: string): Promise<void> {
    await deletePlanting(id);
    update({ all: state.all.filter((planting) => planting.id !== id) });
  },
  selectFarm(farm: string | null) {
    update({ selectedFarm: farm });
  },
  /** Sign-out or account switch: nothing of the last user stays in memory. */
  clear() {
    update(EMPTY);
  },
};

// Signing out (here or in another tab) leaves nothing of that person's plantings in memory.
subscribeToSession(() => {
  if (!isLoggedIn()) plantingStore.clear();
});
