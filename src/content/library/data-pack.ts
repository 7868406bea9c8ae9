import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LibrarySource } from '../../contract/library-facts.ts';
import { sourceOrganisations } from './source-organisations.ts';

/** The data pack's problems (shared/data/kenya/pests_diseases.json, shipped in src/content/data). */
export interface DataProblem {
  id: string;
  common_name: string;
  organism_type: string;
  scientific_name: string;
  crops_affected: string[];
  key_symptoms: string[];
  control: {
    cultural: string[];
    resistant_or_clean_material: string[];
    biological_or_botanical: string[];
    chemical_active_ingredients: string[];
  };
  notes: string;
  sources: { title: string; url: string; retrieved: boolean; key: string }[];
}

interface DataPack {
  entries: DataProblem[];
  source_catalogue: Record<string, { title: string; url: string | null; retrieved: boolean }>;
}

const FILE = path.resolve(import.meta.dirname, '../data/pests_diseases.json');

export function loadDataPack(): DataPack {
  return JSON.parse(readFileSync(FILE, 'utf8')) as DataPack;
}

/**
 * A source as the farmer sees it: its organisation, with the document behind a link. A key the
 * organisation table lacks stops the build, so a new source cannot slip through unnamed.
 */
export function toSource(source: { key: string; title: string; url: string | null }): LibrarySource {
  if (!(source.key in sourceOrganisations)) throw new Error(`source ${source.key}: no organisation`);
  return {
    organisation: sourceOrganisations[source.key] ?? null,
    title: source.title,
    url: source.url || null,
  };
}
