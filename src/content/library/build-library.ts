import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { libraryLanguages, Pest } from '../../contract/library.ts';
import type { ChemicalOption } from '../../contract/library-facts.ts';
import { loadDataPack, toSource, type DataProblem } from './data-pack.ts';
import { authoredEntrySchema, type AuthoredEntry } from './entry-schema.ts';
import { labelSlug } from './classifier-labels.ts';
import { activesIn, loadPesticides, type PesticideFact } from './pesticide-table.ts';
import pictures from './pictures.json' with { type: 'json' };

const ENTRIES = path.resolve(import.meta.dirname, 'entries');
export type LibraryLanguage = (typeof libraryLanguages)[number];

/** Every authored entry, validated; a broken file stops the build with its name in the message. */
export function loadAuthoredEntries(): AuthoredEntry[] {
  return readdirSync(ENTRIES)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = authoredEntrySchema.safeParse(
        JSON.parse(readFileSync(path.join(ENTRIES, file), 'utf8')),
      );
      if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
      if (`${parsed.data.slug}.json` !== file) throw new Error(`${file}: slug ${parsed.data.slug} differs`);
      return parsed.data;
    });
}

function noteFor(line: string): ChemicalOption['use_note'] {
  if (/seed (dressing|coat)/i.test(line)) return 'seed_treatment';
  if (/fumigation/i.test(line)) return 'trained_operators';
  if (/govt|government/i.test(line)) return 'government_only';
  if (/dust|storage/i.test(line)) return 'storage';
  if (/bait|MAT/.test(line)) return 'bait_or_trap';
  if (/drench/i.test(line)) return 'soil_drench';
  if (/whorl/i.test(line)) return 'whorl';
  return null;
}

/** Options from the data's control lines: each ingredient once, with its special use and mixture partners. */
function optionsFrom(lines: string[], table: PesticideFact[]): (ChemicalOption & { biological: boolean })[] {
  const options = new Map<string, ChemicalOption & { biological: boolean }>();
  for (const line of lines) {
    const named = activesIn(line, table);
    for (const fact of named) {
      if (options.has(fact.slug)) continue;
      const facts = {
        slug: fact.slug,
        active_ingredient: fact.active_ingredient,
        moa_code: fact.moa_code,
        who_class: fact.who_class,
        who_class_verify: fact.who_class_verify,
        phi_days: fact.phi_days,
        phi_note: fact.phi_note,
        kenya_status: fact.kenya_status,
        status_detail: fact.status_detail,
        biological: fact.biological,
      };
      const partners = named.filter((other) => other !== fact).map((other) => other.active_ingredient);
      options.set(fact.slug, {
        ...facts,
        use_note: noteFor(line),
        used_with: /\+/.test(line) ? partners : [],
      });
    }
  }
  return [...options.values()];
}

/**
 * The products a problem's control lines name, from the pesticide table: usable ones split into
 * biological and chemical, withdrawn ones (also those the notes name) as "do not use".
 */
export function controlFacts(
  lines: string[],
  notes: string,
  table: PesticideFact[],
): Pick<Pest, 'biological_products' | 'chemical_options' | 'not_allowed'> {
  const usable = optionsFrom(lines, table).filter((option) => option.kenya_status !== 'withdrawn');
  const strip = ({ biological: _b, ...option }: ChemicalOption & { biological: boolean }) => option;
  return {
    biological_products: usable.filter((option) => option.biological).map(strip),
    chemical_options: usable.filter((option) => !option.biological).map(strip),
    not_allowed: activesIn([...lines, notes].join('\n'), table)
      .filter((fact) => fact.kenya_status === 'withdrawn')
      .map((fact) => fact.active_ingredient),
  };
}

function controlLines(entry: AuthoredEntry, problem: DataProblem | undefined): string[] {
  if (!problem) return entry.actives;
  const { chemical_active_ingredients, biological_or_botanical } = problem.control;
  return [...chemical_active_ingredients, ...biological_or_botanical, ...entry.actives];
}

/** The library as served: authored words joined with the data pack's facts, one record per language. */
export function buildLibrary(): Record<LibraryLanguage, Pest[]> {
  const authored = loadAuthoredEntries();
  const data = loadDataPack();
  const table = loadPesticides();
  const problems = new Map(data.entries.map((problem) => [problem.id, problem]));
  const names = (lang: LibraryLanguage) => new Map(authored.map((entry) => [entry.slug, entry[lang].name]));

  const build = (lang: LibraryLanguage) =>
    authored.map((entry): Pest => {
      const problem = entry.data_id ? problems.get(entry.data_id) : undefined;
      if (entry.data_id && !problem) throw new Error(`${entry.slug}: no data problem ${entry.data_id}`);
      const lines = controlLines(entry, problem);
      const checked = problem?.sources.filter((source) => source.retrieved) ?? [];
      const unchecked = !problem || checked.length < problem.sources.length;
      return {
        ...entry[lang],
        slug: entry.slug,
        lang,
        aliases: entry.aliases,
        labels: entry.labels,
        kind: entry.kind,
        crops: entry.crops,
        parts: entry.parts,
        looks: entry.looks,
        prevalence: entry.prevalence ?? null,
        scientific_name: entry.scientific_name,
        organism: entry.organism,
        ...controlFacts(lines, problem?.notes ?? '', table),
        related: entry.related.map((slug) => ({ slug, name: names(lang).get(slug) ?? slug })),
        sources: checked.map(toSource),
        picture: entry.labels[0]
          ? ((pictures as Record<string, Pest['picture']>)[labelSlug(entry.labels[0])] ?? null)
          : null,
        general_guidance: unchecked,
      };
    });
  return { en: build('en'), sw: build('sw') };
}
