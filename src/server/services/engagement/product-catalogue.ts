import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Product } from '../../../contract/engagement.ts';

type Localised = { en: string; sw: string };
interface CatalogueEntry {
  id: string;
  category: string;
  trial: boolean;
  unit: Localised;
  name: Localised;
  description: Localised;
}

/**
 * The provider's products (src/content/products/catalogue.json), in English and Kiswahili. It is a
 * sales list, kept apart from the plant health library: nothing here is advice for a diagnosed problem.
 */
const catalogue: CatalogueEntry[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../content/products/catalogue.json'), 'utf8'),
);

const pick = (text: Localised, language: string) => (language === 'sw' ? text.sw : text.en);

export function productList(language: string): Product[] {
  return catalogue.map((entry) => localisedProduct(entry, language));
}

export function findProduct(id: string, language: string): Product | null {
  const entry = catalogue.find((candidate) => candidate.id === id);
  return entry ? localisedProduct(entry, language) : null;
}

function localisedProduct(entry: CatalogueEntry, language: string): Product {
  return {
    id: entry.id,
    category: entry.category,
    trial: entry.trial,
    name: pick(entry.name, language),
    description: pick(entry.description, language),
    unit: pick(entry.unit, language),
  };
}
