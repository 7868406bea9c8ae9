import type { Calendar, CalendarCrop, SeasonWindow } from '../../contract/calendar.ts';
import type { NutrientRow } from '../agronomy/agronomy-columns.ts';
import { countyFacts, type CalendarRow } from './calendar-data.ts';
import { zoneFor } from './county-zones.ts';
import { fertilizerPlan } from './fertilizer-plan.ts';
import { cropTimeline } from './crop-timeline.ts';

/** Months from `from` forward to `to`, round the year: 0 when equal, 11 at most. */
const monthsAhead = (from: number, to: number) => (to - from + 12) % 12;

const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
const firstDayOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/** The sowing window of a row that is open now or opens next, as dates. */
function nextWindow(row: CalendarRow, today: string) {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const length = monthsAhead(row.sow.start, row.sow.end);
  // Still open if we are inside it; otherwise the next time its first month comes round.
  const inside = monthsAhead(row.sow.start, month) <= length;
  const startMonthsAway = inside ? -monthsAhead(row.sow.start, month) : monthsAhead(month, row.sow.start);
  const start = new Date(Date.UTC(year, month - 1 + startMonthsAway, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + length, 1));
  return {
    season: row.season,
    starts_on: firstDayOf(start.getUTCFullYear(), start.getUTCMonth() + 1),
    ends_on: lastDayOf(end.getUTCFullYear(), end.getUTCMonth() + 1),
  };
}

/** The season a planting date belongs to: the window it falls in, or the one that opened most recently. */
function seasonOfPlanting(rows: CalendarRow[], plantedOn: string): CalendarRow {
  const month = Number(plantedOn.slice(5, 7));
  const distance = (row: CalendarRow) => {
    const sinceStart = monthsAhead(row.sow.start, month);
    return sinceStart <= monthsAhead(row.sow.start, row.sow.end) ? -1 : sinceStart;
  };
  return [...rows].sort((a, b) => distance(a) - distance(b))[0]!;
}

/**
 * Everything `calendar/` answers for a crop in a county, with a timeline when a planting date is given.
 * `recommendations` are the fertilizer table's rows as the database holds them; without them, as shipped.
 */
export function cropCalendar(options: {
  crop: CalendarCrop;
  countyId: string;
  plantedOn?: string;
  today: string;
  recommendations?: NutrientRow[];
}): Calendar | null {
  const county = countyFacts().find((facts) => facts.id === options.countyId);
  if (!county) return null;
  const zone = zoneFor(options.crop, county);
  const inferred = zone.basis !== 'listed';
  const fertilizer = fertilizerPlan(options.crop, county, options.recommendations);
  const seasons: SeasonWindow[] = zone.rows.map((row) => ({
    season: row.season,
    sow_months: row.sow,
    harvest_months: row.harvest,
    days_to_maturity: row.days,
    maturity_basis: row.maturityBasis,
    confidence: row.confidence,
    general_guidance: inferred || row.confidence === 'low',
  }));
  const windows = zone.rows.map((row) => nextWindow(row, options.today));
  const season = options.plantedOn ? seasonOfPlanting(zone.rows, options.plantedOn) : null;
  return {
    crop: options.crop,
    county: { id: county.id, name: county.name },
    zone: { id: zone.zoneId, basis: zone.basis },
    general_guidance: inferred || seasons.some((row) => row.general_guidance),
    seasons,
    next_window: windows.sort((a, b) => a.starts_on.localeCompare(b.starts_on))[0] ?? null,
    fertilizer: fertilizer.rows,
    timeline:
      options.plantedOn && season
        ? {
            planted_on: options.plantedOn,
            season: season.season,
            tasks: cropTimeline({
              crop: options.crop,
              plantedOn: options.plantedOn,
              season,
              fertilizer: fertilizer.rows,
              generalGuidance: inferred,
            }),
          }
        : null,
    today: options.today,
    sources: [...new Set([...zone.rows.flatMap((row) => row.source.split(' | ')), ...fertilizer.sources])],
  };
}
