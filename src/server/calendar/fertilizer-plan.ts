import type { CalendarCrop, FertilizerRow } from '../../contract/calendar.ts';
import { fertilizerRows, type CountyFacts, type FertilizerDataRow } from './calendar-data.ts';
import { areaOf } from './county-zones.ts';

// Crops other than maize have one set of rows each in the data, for all the areas they grow in.
const CROP_NAMES: Partial<Record<CalendarCrop, string>> = {
  bean: 'beans',
  potato: 'potato',
  tomato: 'tomato',
  kale: 'kale (sukuma wiki)',
  cabbage: 'cabbage',
  onion: 'onion',
  cassava: 'cassava',
  sorghum: 'sorghum',
  wheat: 'wheat',
  rice: 'rice',
  green_gram: 'green gram',
  coffee: 'coffee (mature arabica)',
  tea: 'tea (mature smallholder)',
};

const NAFIS_HIGHLANDS = ['Trans Nzoia', 'Nandi', 'Uasin Gishu', 'Kericho'];
const KISII_HIGHLANDS = ['Kisii', 'Nyamira'];
const DRY_EASTERN = ['Machakos', 'Makueni', 'Kitui', 'Tharaka-Nithi'];

/**
 * Maize has regional rates (NAFIS). Without a soil test we show the "moderately fertile soils" rows of
 * the western highlands; counties the table does not name get the closest region as general guidance.
 */
function maizeRegions(county: CountyFacts): { regions: string[]; inferred: boolean } {
  const highlands = 'Trans Nzoia/Nandi/Uasin Gishu/Kericho - moderately fertile soils';
  const central = 'Kisii highlands and Central Kenya';
  const lake = 'Nyanza & Western (except black cotton soils and Kisii highlands)';
  const dry = ['marginal/dry areas of Eastern', 'general - low rainfall areas'];
  const coast = 'coastal lowlands - sandy soils';
  if (NAFIS_HIGHLANDS.includes(county.name)) return { regions: [highlands], inferred: false };
  if (KISII_HIGHLANDS.includes(county.name) || county.province === 'Central')
    return { regions: [central], inferred: false };
  if (county.province === 'Nyanza' || county.province === 'Western')
    return { regions: [lake], inferred: false };
  if (DRY_EASTERN.includes(county.name)) return { regions: dry, inferred: false };
  if (county.province === 'Coast') return { regions: [coast], inferred: false };
  const area = areaOf(county.name);
  if (area === 'rift_highland') return { regions: [highlands], inferred: true };
  if (area === 'central_highland') return { regions: [central], inferred: true };
  return { regions: dry, inferred: true };
}

const STAGES: Record<string, FertilizerRow['stage']> = {
  planting: 'planting',
  transplanting: 'planting',
  'top-dress': 'top_dress',
  annual: 'annual',
};

const toRow = (row: FertilizerDataRow, inferred: boolean): FertilizerRow => ({
  stage: STAGES[row.stage]!,
  product: row.product,
  grade: row.grade,
  kg_per_acre: row.kgPerAcre,
  kg_per_ha: row.kgPerHa,
  option: row.option,
  region: row.region,
  confidence: row.confidence,
  general_guidance: inferred || row.confidence === 'low',
});

/** The fertilizer rows for a crop in a county: at planting, top-dressing, or yearly for tree crops. */
export function fertilizerPlan(
  crop: CalendarCrop,
  county: CountyFacts,
): { rows: FertilizerRow[]; sources: string[] } {
  const { regions, inferred } = crop === 'maize' ? maizeRegions(county) : { regions: null, inferred: false };
  const picked = fertilizerRows().filter((row) =>
    regions ? row.crop === 'maize' && regions.includes(row.region) : row.crop === CROP_NAMES[crop],
  );
  return {
    rows: picked.map((row) => toRow(row, inferred)),
    sources: [...new Set(picked.map((row) => row.source))],
  };
}
