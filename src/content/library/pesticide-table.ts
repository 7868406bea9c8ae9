import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Pesticide } from '../../contract/library-reference.ts';
import type { ActiveIngredient } from '../../contract/library-facts.ts';
import { whoClasses } from '../../contract/library-facts.ts';

const CSV = path.resolve(import.meta.dirname, '../data/pesticides.csv');

export interface PesticideFact extends Pesticide {
  /** The name as it appears in free text, without the bracketed gloss: "azadirachtin", "bacillus thuringiensis". */
  matchName: string;
  /** Microbial and botanical products: step 3 of integrated pest management, not step 4. */
  biological: boolean;
}

/** Other words the data pack uses for the same ingredient. */
const SYNONYMS: Record<string, string[]> = {
  'azadirachtin (neem)': ['neem'],
  'pyrethrins (pyrethrum extract)': ['pyrethrum'],
  'Helicoverpa armigera NPV': ['hanpv'],
  'atoxigenic Aspergillus flavus (Aflasafe-type)': ['atoxigenic a. flavus', 'aflasafe'],
};

export const toSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function status(note: string): Pick<ActiveIngredient, 'kenya_status' | 'status_detail'> {
  const detail = /open-field/.test(note)
    ? 'not_open_field'
    : /coffee/.test(note)
      ? 'not_in_coffee'
      : /fumigators/.test(note)
        ? 'licensed_fumigators'
        : null;
  if (/^WITHDRAWN/.test(note)) return { kenya_status: 'withdrawn', status_detail: null };
  if (/^RESTRICTED|restricted use/.test(note)) return { kenya_status: 'restricted', status_detail: detail };
  if (/government/i.test(note)) return { kenya_status: 'government_only', status_detail: null };
  if (/commonly sold|available/.test(note))
    return { kenya_status: 'commonly_registered', status_detail: null };
  return { kenya_status: 'verify', status_detail: null };
}

function whoClass(raw: string): ActiveIngredient['who_class'] {
  if (/^not classified/.test(raw)) return 'NC';
  const first = raw.split(/[\s(]/)[0] as (typeof whoClasses)[number];
  return whoClasses.includes(first) ? first : null;
}

function phi(raw: string): ActiveIngredient['phi_days'] {
  const match = /^(\d+)(?:-(\d+))?(?:\s|$)/.exec(raw.trim());
  return match ? { min: Number(match[1]), max: Number(match[2] ?? match[1]) } : null;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

/** The data pack's pesticide table (pesticides.csv), one fact per active ingredient. */
export function loadPesticides(): PesticideFact[] {
  const rows: Record<string, string>[] = parse(readFileSync(CSV), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  });
  return rows.map(pesticideFromRow);
}

/** One row of pesticides.csv (the data pack's, or a data manager's upload) as a fact. */
export function pesticideFromRow(row: Record<string, string | undefined>): PesticideFact {
  const name = row.active_ingredient!;
  const whoRaw = row.who_hazard_class!;
  return {
    slug: toSlug(name),
    active_ingredient: name,
    use_type: row.use_type!,
    moa_code: row.moa_code!,
    chemical_group: row.chemical_group!,
    who_hazard_class: whoRaw,
    who_class: whoClass(whoRaw),
    who_class_verify: row.who_class_recall_confidence !== 'high' || /verify/.test(whoRaw),
    phi_days: phi(row.typical_phi_days!),
    phi_note: row.typical_phi_days || row.phi_note!,
    ...status(row.kenya_status_note!),
    kenya_status_note: row.kenya_status_note!,
    targets: list(row.example_targets),
    crops: list(row.example_crops),
    sources: row.sources!.split(' | ').map((source) => source.trim()),
    matchName: name.replace(/\s*\(.*\)$/, '').toLowerCase(),
    biological: /bio|botanical|biocontrol/.test(row.use_type!),
  };
}

/** The ingredients a free-text control line names, matched on whole words ("cypermethrin" is not "alpha-cypermethrin"). */
export function activesIn(text: string, table: PesticideFact[]): PesticideFact[] {
  const lower = text.toLowerCase();
  return table.filter((fact) =>
    [fact.matchName, ...(SYNONYMS[fact.active_ingredient] ?? [])].some((name) => {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return new RegExp(`(^|[^a-z-])${escaped}($|[^a-z])`).test(lower);
    }),
  );
}
