import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { FertilizerValues } from '../../contract/fertilizer.ts';
import type { Nutrient } from '../../contract/nutrient.ts';
import { nutrientColumns, type NutrientRow } from './agronomy-columns.ts';
import swahili from '../../content/data/fertilizer-sw.json' with { type: 'json' };

/**
 * The data pack's fertilizer rates (shared/data/kenya/fertilizer.csv, shipped in src/content/data): the
 * one table the fertilizer answer and the calendar both read.
 */
const CSV = path.resolve(import.meta.dirname, '../../content/data/fertilizer.csv');

interface RateRow {
  crop: string;
  region_or_soil: string;
  stage: string;
  product: string;
  grade_N_P2O5_K2O: string;
  rate_kg_product_per_acre: string;
  rate_kg_product_per_ha: string;
  N_kg_ha: string;
  P2O5_kg_ha: string;
  K2O_kg_ha: string;
  other_nutrients: string;
  timing_method: string;
  option_group: string;
  notes: string;
  source: string;
  confidence: string;
}

/** The pack names crops as people say them; the app uses the crop ids of `crop/`. */
const CROP_IDS: Record<string, string> = {
  beans: 'bean',
  'coffee (mature arabica)': 'coffee',
  'green gram': 'green_gram',
  'kale (sukuma wiki)': 'kale',
  'maize-bean system': 'maize_bean',
  'tea (mature smallholder)': 'tea',
  'watermelon/melon': 'cucurbits',
};

const WESTERN_HIGHLANDS = ['026', '027', '029', '035'];
const CENTRAL = ['018', '019', '020', '021', '022'];
/**
 * The counties each named region covers (IEBC codes), read from the region's own words; a region
 * not listed ("all zones", "highlands", "general …") is a countrywide rule.
 */
const REGION_COUNTIES: Record<string, string[]> = {
  'Trans Nzoia/Nandi/Uasin Gishu/Kericho - newly cultivated forest soils': WESTERN_HIGHLANDS,
  'Trans Nzoia/Nandi/Uasin Gishu/Kericho - old cultivated fertile soils': WESTERN_HIGHLANDS,
  'Trans Nzoia/Nandi/Uasin Gishu/Kericho - moderately fertile soils': WESTERN_HIGHLANDS,
  'Trans Nzoia/Nandi/Uasin Gishu/Kericho - soils of low fertility': WESTERN_HIGHLANDS,
  'Uasin Gishu acidic soils': ['027'],
  'acidic soils (Uasin Gishu & Central research sites)': ['027', ...CENTRAL],
  'Kisii highlands and Central Kenya': ['045', '046', ...CENTRAL],
  'Kisii (research trial rate)': ['045'],
  'Nyanza & Western (except black cotton soils and Kisii highlands)': [
    '037',
    '038',
    '039',
    '040',
    '041',
    '042',
    '043',
    '044',
  ],
  'medium zones of Central': ['019', '020', '021', '022'],
  'marginal/dry areas of Eastern': ['010', '011', '013', '015', '016', '017'],
  'eastern semi-arid - only on eroded/very deficient soils': ['013', '015', '016', '017'],
  'coastal lowlands - sandy soils': ['001', '002', '003', '004', '005', '006'],
  'Mwea irrigated': ['020'],
};

/** Our Swahili for the pack's free text (src/content/data/fertilizer-sw.json), looked up by the English. */
const inSwahili = (column: keyof typeof swahili, english: string | null): string | null =>
  english === null ? null : ((swahili[column] as Record<string, string>)[english] ?? null);

const number = (text: string) => (text.trim() === '' ? null : Number(text));

function rateRows(): RateRow[] {
  return parse(readFileSync(CSV, 'utf8'), { columns: true, skip_empty_lines: true, trim: true });
}

/** A stable id from a row's facts, so a reseed keeps the ids clients hold. */
function stableId(parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type NutrientSeed = Omit<Nutrient, 'quantity'> & { position: number };

export function nutrientSeeds(): NutrientSeed[] {
  return rateRows().map((row, position) => {
    const crop = CROP_IDS[row.crop] ?? row.crop;
    // "coffee (mature arabica)" keeps its qualifier with the region, where a farmer reads it.
    const qualifier = /\((.*)\)/.exec(row.crop)?.[1];
    const region = qualifier && crop !== 'kale' ? `${row.region_or_soil} (${qualifier})` : row.region_or_soil;
    const timing = row.timing_method || null;
    return {
      id: stableId([
        row.crop,
        row.region_or_soil,
        row.stage,
        row.product,
        row.option_group,
        String(position),
      ]),
      position,
      crop,
      region_or_soil: region,
      region_or_soil_sw: inSwahili('region_or_soil', region),
      counties: REGION_COUNTIES[row.region_or_soil] ?? [],
      stage: row.stage,
      fertilizer: row.product,
      grade: row.grade_N_P2O5_K2O || null,
      rate_kg_per_acre: number(row.rate_kg_product_per_acre),
      rate_kg_per_ha: number(row.rate_kg_product_per_ha),
      n_kg_ha: number(row.N_kg_ha),
      p2o5_kg_ha: number(row.P2O5_kg_ha),
      k2o_kg_ha: number(row.K2O_kg_ha),
      timing_method: timing,
      timing_method_sw: inSwahili('timing_method', timing),
      option_group: row.option_group || null,
      notes: row.notes || null,
      source: row.source,
      source_sw: inSwahili('source', row.source),
      confidence: row.confidence as NutrientSeed['confidence'],
    };
  });
}

let shipped: NutrientRow[] | undefined;

/** The recommendations as shipped, as the table's rows: for the calendar where no database is at hand. */
export function shippedRecommendations(): NutrientRow[] {
  return (shipped ??= nutrientSeeds().map(({ id, position, ...row }) => ({
    id,
    position,
    ...nutrientColumns(row),
    editedAt: null,
  })));
}

/** Each product the rates name once, with its grade split into N, P₂O₅ and K₂O. */
export function fertilizerSeeds(): FertilizerValues[] {
  const byName = new Map<string, FertilizerValues>();
  for (const row of rateRows()) {
    if (byName.has(row.product)) continue;
    const [n = 0, p2o5 = 0, k2o = 0] = row.grade_N_P2O5_K2O
      ? row.grade_N_P2O5_K2O.split('-').map(Number)
      : [];
    const manure = row.product === 'FYM';
    byName.set(row.product, {
      name: row.product,
      kind: manure ? 'organic' : 'inorganic',
      grade: row.grade_N_P2O5_K2O || null,
      n,
      p2o5,
      k2o,
      other_nutrients: row.other_nutrients || null,
      notes: manure ? 'Farmyard manure: well-rotted; its nutrient content varies from farm to farm.' : null,
      source: row.source,
    });
  }
  return [...byName.values()];
}
