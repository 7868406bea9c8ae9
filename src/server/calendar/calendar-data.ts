import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { CalendarCrop, Season } from '../../contract/calendar.ts';

const DATA = path.resolve(import.meta.dirname, 'data');
const PLACES = path.resolve(import.meta.dirname, '../places/data');

type Confidence = 'high' | 'medium' | 'low';

export interface CalendarRow {
  crop: CalendarCrop;
  zoneId: string;
  /** Counties, former provinces or qualified names ("lower Embu") as the data lists them. */
  places: string[];
  season: Season;
  sow: { start: number; end: number };
  harvest: { start: number; end: number };
  days: { min: number; max: number } | null;
  maturityBasis: string;
  confidence: Confidence;
  source: string;
}

export interface CountyFacts {
  id: string;
  name: string;
  province: string;
}

// The data names crops as farmers' guides do; the app uses the intent recogniser's crop ids.
const CROP_IDS: Record<string, CalendarCrop> = {
  maize: 'maize',
  'beans (common bean)': 'bean',
  'potato (Irish)': 'potato',
  tomato: 'tomato',
  'kale (sukuma wiki)': 'kale',
  cabbage: 'cabbage',
  'onion (bulb)': 'onion',
  cassava: 'cassava',
  sorghum: 'sorghum',
  wheat: 'wheat',
  rice: 'rice',
  'green gram (mung bean)': 'green_gram',
  cowpea: 'cowpea',
  'pigeon pea': 'pigeonpea',
  'coffee (arabica)': 'coffee',
  tea: 'tea',
  banana: 'banana',
  avocado: 'avocado',
  mango: 'mango',
};

function csv(file: string): Record<string, string>[] {
  return parse(readFileSync(file), { columns: true, skip_empty_lines: true, trim: true });
}

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function seasonOf(label: string): Season {
  if (label.startsWith('perennial')) return 'perennial';
  if (label.includes('long rains')) return 'long_rains';
  if (label.includes('short rains')) return 'short_rains';
  if (label.startsWith('dry season')) return 'dry_season';
  return 'irrigated';
}

const months = (start?: string, end?: string) => ({ start: Number(start), end: Number(end) });

/** Each table is parsed at its first use: parsing them all as the module loaded was part of every start. */
function parsedOnce<T>(parse: () => T): () => T {
  let parsed: T | undefined;
  return () => (parsed ??= parse());
}

export const calendarRows = parsedOnce((): CalendarRow[] =>
  csv(path.join(DATA, 'crop_calendar.csv')).map((row) => ({
    crop: CROP_IDS[row.crop!]!,
    zoneId: slug(row.region_or_zone!),
    places: row.example_counties!.split(';').map((place) => place.trim()),
    season: seasonOf(row.season!),
    sow: months(row.sow_start_month, row.sow_end_month),
    harvest: months(row.harvest_start_month, row.harvest_end_month),
    days: row.days_to_maturity_min
      ? { min: Number(row.days_to_maturity_min), max: Number(row.days_to_maturity_max) }
      : null,
    maturityBasis: row.maturity_basis!,
    confidence: row.confidence as Confidence,
    source: row.source!,
  })),
);

export const countyFacts = parsedOnce((): CountyFacts[] =>
  csv(path.join(PLACES, 'counties.csv')).map((row) => ({
    id: row.county_id!,
    name: row.county_name!,
    province: row.former_province!,
  })),
);
