import type { CalendarTask } from '../../contract/calendar.ts';
import type { CropProfile } from './crop-profiles.ts';

export type Anchor = 'plant' | 'harvest_start' | 'harvest_end';
export interface Step {
  task: CalendarTask['task'];
  from: [Anchor, number];
  to: [Anchor, number];
  params?: CalendarTask['params'];
}

export const plant = (from: number, to: number, task: Step['task'], params?: Step['params']): Step => ({
  task,
  from: ['plant', from],
  to: ['plant', to],
  params,
});

/**
 * Best-practice timing in days after planting (or transplanting), by husbandry. Weeding twice in the
 * first two months keeps weeds from competing while the crop is small; gap filling is worth it only in
 * the first two weeks, when a late seed still catches up.
 */
export function husbandrySteps(profile: CropProfile, hasTopDress: boolean, harvestStart: number): Step[] {
  const scoutUntil = Math.max(21, harvestStart - 21);
  const variant = profile.husbandry;
  const topDress = (rounds: [number, number][]) =>
    hasTopDress ? rounds.map(([a, b], i) => plant(a, b, 'top_dressing', { round: i + 1 })) : [];
  switch (profile.husbandry) {
    case 'cereal':
    case 'legume':
      return [
        plant(-28, -7, 'land_preparation'),
        plant(7, variant === 'cereal' ? 14 : 10, 'gap_filling'),
        plant(14, variant === 'cereal' ? 28 : 21, 'weeding', { round: 1, variant }),
        plant(variant === 'cereal' ? 42 : 35, variant === 'cereal' ? 56 : 42, 'weeding', {
          round: 2,
          variant,
        }),
        ...topDress([[42, 56]]),
        plant(7, scoutUntil, 'scouting'),
      ];
    case 'transplanted': {
      const [early, late] = profile.nurseryWeeks!;
      return [
        plant(-early * 7, -late * 7, 'nursery'),
        plant(-21, -7, 'land_preparation'),
        plant(7, 14, 'gap_filling'),
        plant(14, 21, 'weeding', { round: 1, variant }),
        plant(42, 49, 'weeding', { round: 2, variant }),
        ...topDress([
          [21, 28],
          [42, 56],
        ]),
        plant(3, scoutUntil, 'scouting'),
      ];
    }
    case 'potato':
      return [
        plant(-28, -7, 'land_preparation'),
        plant(21, 28, 'weeding', { round: 1, variant }),
        plant(42, 49, 'weeding', { round: 2, variant }),
        ...topDress([[21, 35]]),
        plant(14, scoutUntil, 'scouting'),
      ];
    case 'cassava':
      return [
        plant(-28, -7, 'land_preparation'),
        plant(21, 35, 'gap_filling'),
        plant(28, 42, 'weeding', { round: 1, variant }),
        plant(84, 98, 'weeding', { round: 2, variant }),
        plant(14, 180, 'scouting'),
      ];
    case 'tree':
      return [
        plant(-60, -14, 'land_preparation', { variant }),
        plant(30, 60, 'gap_filling'),
        plant(30, 45, 'weeding', { round: 1, variant }),
        plant(14, Math.min(scoutUntil, 365), 'scouting'),
      ];
  }
}

export function afterHarvestSteps(profile: CropProfile): Step[] {
  const span = (task: Step['task'], from: [Anchor, number], to: [Anchor, number], variant: string) => ({
    task,
    from,
    to,
    params: { variant },
  });
  switch (profile.afterHarvest) {
    case 'grain':
      return [
        span('drying', ['harvest_end', 0], ['harvest_end', 14], 'grain'),
        span('storage', ['harvest_end', 7], ['harvest_end', 21], 'grain'),
        ...(profile.aflatoxin
          ? [span('aflatoxin_care', ['harvest_start', 0], ['harvest_end', 21], 'grain')]
          : []),
      ];
    case 'tuber':
      return [span('storage', ['harvest_end', 0], ['harvest_end', 21], 'tuber')];
    case 'coffee':
      return [span('drying', ['harvest_start', 0], ['harvest_end', 0], 'coffee')];
    default:
      return [span('fresh_handling', ['harvest_start', 0], ['harvest_end', 0], profile.afterHarvest)];
  }
}
