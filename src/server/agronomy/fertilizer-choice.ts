import { farmerSource } from '../../contract/farmer-source.ts';
import { countyFacts, type CountyFacts } from '../calendar/calendar-data.ts';
import { countiesLike } from '../calendar/county-zones.ts';

/** What the choice reads of a recommendation; the table's rows and the shipped rows both have it. */
export interface Recommendation {
  regionOrSoil: string;
  /** County codes the row names; empty for a countrywide rule. */
  counties: string[];
  stage: string;
  source: string;
}

export interface FertilizerChoice<Row> {
  rows: Row[];
  /** `local`: made for the county; `general`: another place's or the countrywide advice; `all`: no place asked. */
  scope: 'all' | 'local' | 'general';
  /** Advice for a neighbouring area stands in: the farmer is asked to confirm it locally. */
  inferred: boolean;
}

/**
 * Where the table has rows for several soils of one place, the rows a farmer without a soil test
 * follows (NAFIS: the "moderately fertile soils" of the western highlands); the other soils' rows are
 * for those who know their soil. In the order they are preferred where one county has several.
 */
const WITHOUT_SOIL_TEST = [
  'Trans Nzoia/Nandi/Uasin Gishu/Kericho - moderately fertile soils',
  'Kisii highlands and Central Kenya',
  'Nyanza & Western (except black cotton soils and Kisii highlands)',
  'marginal/dry areas of Eastern',
  'coastal lowlands - sandy soils',
];

/** Nursery crops are fertilized when planted out: "at planting" and "at transplanting" are one time. */
const AT_PLANTING = ['planting', 'transplanting'];
const atStage = (row: Recommendation, stage: string | undefined) =>
  stage === undefined ||
  row.stage === stage ||
  (AT_PLANTING.includes(stage) && AT_PLANTING.includes(row.stage));

const namesCounty = (row: Recommendation, countyId: string) => row.counties.includes(countyId);

/** One region's rows: a place's advice is never mixed from several regions, so options stay whole. */
function regionRows<Row extends Recommendation>(rows: Row[], countyId: string): Row[] {
  const local = rows.filter((row) => namesCounty(row, countyId));
  const usual = WITHOUT_SOIL_TEST.find((region) => local.some((row) => row.regionOrSoil === region));
  return usual ? local.filter((row) => row.regionOrSoil === usual) : local;
}

/** For a county no row names: the usual region that names most counties of its farming area, or of one like it. */
function neighbourRows<Row extends Recommendation>(rows: Row[], county: CountyFacts): Row[] {
  const ids = new Map(countyFacts().map((facts) => [facts.name, facts.id]));
  const usual = WITHOUT_SOIL_TEST.filter((region) => rows.some((row) => row.regionOrSoil === region));
  for (const names of countiesLike(county.name)) {
    const area = names.map((name) => ids.get(name)!);
    const score = (region: string) =>
      area.filter((id) => rows.some((row) => row.regionOrSoil === region && namesCounty(row, id))).length;
    const best = [...usual].sort((a, b) => score(b) - score(a))[0];
    if (best && score(best) > 0) return rows.filter((row) => row.regionOrSoil === best);
  }
  return [];
}

/**
 * The fertilizer advice for one crop in one county, at one stage or all of them: what the fertilizer
 * answer and the calendar card both show, so a farm gets one figure. `rows` are the crop's rows of the
 * recommendations table in its order. Rows only the press stands behind are never answered.
 */
export function chooseFertilizer<Row extends Recommendation>(
  rows: Row[],
  ask: { countyId: string | null; stage?: string | undefined },
): FertilizerChoice<Row> {
  const trusted = rows.filter((row) => farmerSource(row.source) !== null);
  const staged = (choice: FertilizerChoice<Row>) => ({
    ...choice,
    rows: choice.rows.filter((row) => atStage(row, ask.stage)),
  });
  const county = countyFacts().find((facts) => facts.id === ask.countyId);
  if (!county) return staged({ rows: trusted, scope: 'all', inferred: false });
  const local = regionRows(trusted, county.id);
  if (local.length > 0) return staged({ rows: local, scope: 'local', inferred: false });
  const neighbour = neighbourRows(trusted, county);
  if (neighbour.length > 0) return staged({ rows: neighbour, scope: 'general', inferred: true });
  const countrywide = trusted.filter((row) => row.counties.length === 0);
  if (countrywide.length > 0) return staged({ rows: countrywide, scope: 'general', inferred: false });
  // Only other places' advice (rice grown outside Mwea): the nearest we have, to confirm locally.
  return staged({ rows: trusted, scope: 'general', inferred: true });
}
