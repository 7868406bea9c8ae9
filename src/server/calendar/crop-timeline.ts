import type { CalendarCrop, CalendarTask, FertilizerRow } from '../../contract/calendar.ts';
import type { CalendarRow } from './calendar-data.ts';
import { cropProfiles, pestSlug } from './crop-profiles.ts';
import { afterHarvestSteps, husbandrySteps, plant, type Anchor, type Step } from './husbandry-steps.ts';

/** Days from planting to harvest: the data's day count, or its "bearing from year 2-3" for tree crops. */
export function harvestDays(row: CalendarRow): { min: number; max: number } {
  if (row.days) return row.days;
  const years = /year (\d+)(?:-(\d+))?/.exec(row.maturityBasis);
  const min = Number(years?.[1] ?? 3);
  return { min: min * 365, max: Number(years?.[2] ?? min) * 365 };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The dated tasks for a crop planted on a day, from land preparation to after the harvest. */
export function cropTimeline(options: {
  crop: CalendarCrop;
  plantedOn: string;
  season: CalendarRow;
  fertilizer: FertilizerRow[];
  generalGuidance: boolean;
}): CalendarTask[] {
  const { crop, plantedOn, season, fertilizer } = options;
  const profile = cropProfiles[crop];
  const days = harvestDays(season);
  const atPlanting = fertilizer.find((row) => row.stage === 'planting');
  const topDress = fertilizer.find(
    (row) => row.stage === 'top_dress' && (!atPlanting?.option || row.option === atPlanting.option),
  );
  const fertilizerParams = (row: FertilizerRow | undefined): CalendarTask['params'] =>
    row ? { product: row.product, kg_per_acre: row.kg_per_acre } : {};
  const steps: Step[] = [
    ...husbandrySteps(profile, Boolean(topDress), days.min),
    plant(0, 0, 'planting', { variant: profile.husbandry, ...fertilizerParams(atPlanting) }),
    {
      task: 'harvest',
      from: ['harvest_start', 0],
      to: ['harvest_end', 0],
      params: { variant: profile.husbandry === 'tree' ? 'tree' : 'default' },
    },
    ...afterHarvestSteps(profile),
  ];
  const anchors: Record<Anchor, number> = { plant: 0, harvest_start: days.min, harvest_end: days.max };
  const guided = (step: Step) =>
    options.generalGuidance ||
    season.confidence === 'low' ||
    (step.task === 'planting' && Boolean(atPlanting?.general_guidance)) ||
    (step.task === 'top_dressing' && Boolean(topDress?.general_guidance));
  return steps
    .map((step) => ({
      task: step.task,
      starts_on: addDays(plantedOn, anchors[step.from[0]] + step.from[1]),
      ends_on: addDays(plantedOn, anchors[step.to[0]] + step.to[1]),
      params: { ...step.params, ...(step.task === 'top_dressing' ? fertilizerParams(topDress) : {}) },
      pests:
        step.task === 'scouting' ? profile.pests.map((pest) => ({ id: pest, slug: pestSlug(pest) })) : [],
      general_guidance: guided(step),
    }))
    .sort((a, b) => a.starts_on.localeCompare(b.starts_on) || a.ends_on.localeCompare(b.ends_on));
}

export { addDays };
