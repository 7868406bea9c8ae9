import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { signs } from '../../../src/contract/signs.ts';

/**
 * Every Swahili string the product shows, keyed the way the Swahili review (findings.csv) names it:
 * `common:home.sign_out`, `privacy:policy.sections[2].body`, `lib/aphids:act_now[2]`, `crops:banana.v1`,
 * `fert:source.<English>`, `products:<id>.name`, `blog/<file>.sw.md`, `signs:<sign>`. The Swahili tests read the text
 * through this one map, so a new source of Swahili is added here once and every check covers it.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (...parts: string[]) => readFileSync(path.join(root, ...parts), 'utf8');
const readJson = (...parts: string[]): unknown => JSON.parse(read(...parts));

/** Where a string comes from: UI and chat (locales), library, reference data or long-form prose. */
export type TextSource = 'locale' | 'library' | 'crops' | 'fert' | 'products' | 'blog' | 'signs';
export interface SwahiliText {
  key: string;
  source: TextSource;
  text: string;
}

function flatten(value: unknown, prefix: string, out: [string, string][]) {
  if (typeof value === 'string') out.push([prefix, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => flatten(item, `${prefix}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

function localeTexts(): SwahiliText[] {
  const dir = path.join(root, 'locales/sw');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      flatten(readJson('locales/sw', file), '', []).map(([key, text]) => ({
        key: `${file.replace('.json', '')}:${key}`,
        source: 'locale' as const,
        text,
      })),
    );
}

function libraryTexts(): SwahiliText[] {
  const dir = path.join(root, 'src/content/library/entries');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const entry = readJson('src/content/library/entries', file) as { slug: string; sw: object };
      return flatten(entry.sw, '', []).map(([key, text]) => ({
        key: `lib/${entry.slug}:${key}`,
        source: 'library' as const,
        text,
      }));
    });
}

function cropTexts(): SwahiliText[] {
  const crops = readJson('src/content/library/crops.json') as {
    id: string;
    name_sw: string;
    varieties: { note_sw: string }[];
  }[];
  return crops.flatMap((crop) => [
    { key: `crops:${crop.id}.name`, source: 'crops' as const, text: crop.name_sw },
    ...crop.varieties.map((variety, i) => ({
      key: `crops:${crop.id}.v${i}`,
      source: 'crops' as const,
      text: variety.note_sw,
    })),
  ]);
}

function fertilizerTexts(): SwahiliText[] {
  const tables = readJson('src/content/data/fertilizer-sw.json') as Record<string, Record<string, string>>;
  return Object.entries(tables).flatMap(([table, rows]) =>
    Object.entries(rows).map(([english, text]) => ({
      key: `fert:${table}.${english}`,
      source: 'fert' as const,
      text,
    })),
  );
}

function productTexts(): SwahiliText[] {
  const products = readJson('src/content/products/catalogue.json') as ({ id: string } & Record<
    string,
    unknown
  >)[];
  return products.flatMap(({ id, ...fields }) =>
    Object.entries(fields)
      .filter(
        (entry): entry is [string, { sw: string }] => typeof (entry[1] as { sw?: unknown })?.sw === 'string',
      )
      .map(([field, value]) => ({
        key: `products:${id}.${field}`,
        source: 'products' as const,
        text: value.sw,
      })),
  );
}

function blogTexts(): SwahiliText[] {
  return readdirSync(path.join(root, 'src/content/blog'))
    .filter((file) => file.endsWith('.sw.md'))
    .map((file) => ({ key: `blog/${file}`, source: 'blog' as const, text: read('src/content/blog', file) }));
}

/** The differential diagnosis's yes/no questions (src/contract/signs.ts). */
function signTexts(): SwahiliText[] {
  return Object.values(signs).map((sign) => ({
    key: `signs:${sign.id}`,
    source: 'signs' as const,
    text: sign.question.sw,
  }));
}

export const swahiliTexts: SwahiliText[] = [
  ...localeTexts(),
  ...libraryTexts(),
  ...cropTexts(),
  ...fertilizerTexts(),
  ...productTexts(),
  ...blogTexts(),
  ...signTexts(),
];

export const swahiliByKey = new Map(swahiliTexts.map((entry) => [entry.key, entry]));

/** Words as a reader counts them: placeholders, numbers and emoji count as one each; markdown does not. */
export const wordCount = (text: string) =>
  text
    .replace(/\{\{[^}]+\}\}|\$t\([^)]*\)/g, ' X ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}X]/u.test(word)).length;
