import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LibrarySource } from '../../contract/library-facts.ts';

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
  source_catalogue: Record<string, { title: string; url: string; retrieved: boolean }>;
}

const FILE = path.resolve(import.meta.dirname, '../data/pests_diseases.json');

export function loadDataPack(): DataPack {
  return JSON.parse(readFileSync(FILE, 'utf8')) as DataPack;
}

/** "General plant-protection knowledge … not retrieved": what entries outside the data pack rest on. */
export const GENERAL_SOURCE_KEY = 'GEN';

export const toSource = (source: {
  title: string;
  url: string | null;
  retrieved: boolean;
}): LibrarySource => ({
  title: source.title,
  url: source.url || null,
  retrieved: source.retrieved,
});
