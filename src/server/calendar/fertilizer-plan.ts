import type { CalendarCrop, FertilizerRow } from '../../contract/calendar.ts';
import { chooseFertilizer } from '../agronomy/fertilizer-choice.ts';
import { shippedRecommendations } from '../agronomy/fertilizer-data.ts';
import type { NutrientRow } from '../agronomy/agronomy-columns.ts';
import type { CountyFacts } from './calendar-data.ts';

const HECTARE_IN_ACRES = 2.47105;

const STAGES: Record<string, FertilizerRow['stage']> = {
  planting: 'planting',
  transplanting: 'planting',
  'top-dress': 'top_dress',
  annual: 'annual',
};

const toRow = (row: NutrientRow, inferred: boolean, rate: number): FertilizerRow => ({
  stage: STAGES[row.stage]!,
  product: row.fertilizer,
  grade: row.grade ?? '',
  kg_per_acre: rate,
  kg_per_ha: row.rateKgPerHa ?? Math.round(rate * HECTARE_IN_ACRES * 10) / 10,
  option: row.optionGroup,
  region: row.regionOrSoil,
  confidence: row.confidence,
  general_guidance: inferred || row.confidence === 'low',
});

/**
 * The fertilizer rows for a crop in a county: at planting, top-dressing, or yearly for tree crops. They
 * are the fertilizer answer's own (`chooseFertilizer`), from the table's rows the caller read, or as
 * shipped where no database is at hand.
 */
export function fertilizerPlan(
  crop: CalendarCrop,
  county: CountyFacts,
  table: NutrientRow[] = shippedRecommendations(),
): { rows: FertilizerRow[]; sources: string[] } {
  const choice = chooseFertilizer(
    table.filter((row) => row.crop === crop),
    { countyId: county.id },
  );
  const rows = choice.rows.flatMap((row) =>
    row.rateKgPerAcre === null || !STAGES[row.stage] ? [] : [toRow(row, choice.inferred, row.rateKgPerAcre)],
  );
  return { rows, sources: [...new Set(choice.rows.map((row) => row.source))] };
}
