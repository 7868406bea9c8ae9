import { describe, expect, it } from 'vitest';
import enDiagnosis from '../../../locales/en/diagnosis.json' with { type: 'json' };
import swDiagnosis from '../../../locales/sw/diagnosis.json' with { type: 'json' };
import { buildLibrary, loadAuthoredEntries } from '../../../src/content/library/build-library.ts';
import { classifierLabels, labelSlug } from '../../../src/content/library/classifier-labels.ts';

/**
 * What a farmer reads in the advice: steps to take today, Swahili without English in it, and none of
 * the editors' notes the data pack carries.
 */
const library = buildLibrary();
const authored = loadAuthoredEntries();

/** Common English words that are never Swahili (nor Latin) words. */
const STOP_WORDS = (
  'the and of with for from or if when after before your you this that these is are be by at not ' +
  'it its into over under only then than them they their will can should may must do does several ' +
  'spray leaves leaf plant plants seed seeds use keep remove check field crop crops water weeks days ' +
  'disease pest rust blight spot wilt rot mould mold healthy most often also group formerly'
).split(' ');
/**
 * English farming terms once found inside Swahili fields, kept out for good. "greenhouse" is not one:
 * it is the word Kenyan farmers use, where "nyumba ya kijani" was a calque none of them knew (the
 * Swahili review, locales/sw/GLOSSARY.md).
 */
const FOUND_IN_SWAHILI = (
  'thrips blast flash push pull tissue culture pheromone weaver ants race nettle marigold ' +
  'anthracnose leafhoppers lacewing lacewings'
).split(' ');
const ENGLISH = new Set(STOP_WORDS);
const ENGLISH_IN_SWAHILI = new Set([...STOP_WORDS, ...FOUND_IN_SWAHILI]);

/** Notes meant for editors: none may reach a farmer in either language. */
const EDITORIAL = [
  /not retrieved/i,
  /verify before publishing/i,
  /\bverify\b/i,
  /\bTODO\b/,
  /\bFIXME\b/,
  /\bTBD\b/,
  /compendium/i,
  /datasheet/i,
  /check current list/i,
  /\(check\)/i,
];

/** Every string an entry shows, with where it sits. */
function texts(value: unknown, where: string): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${where}[${index}]`));
  return [];
}

const englishWords = (text: string, words = ENGLISH) =>
  (text.match(/[A-Za-z]+/g) ?? []).filter((word) => words.has(word.toLowerCase()));

describe('advice a farmer can act on', () => {
  it.each(authored.map((entry) => [entry.slug, entry] as const))(
    '%s opens with 2 to 4 "Do today" steps in both languages',
    (_, entry) => {
      for (const lang of ['en', 'sw'] as const) {
        expect(entry[lang].act_now.length, lang).toBeGreaterThanOrEqual(2);
        expect(entry[lang].act_now.length, lang).toBeLessThanOrEqual(4);
      }
      expect(entry.sw.act_now).toHaveLength(entry.en.act_now.length);
      if (entry.kind !== 'not_a_plant') expect(entry.en.prevention.length).toBeGreaterThan(0);
    },
  );

  it.each(authored.map((entry) => [entry.slug, entry] as const))(
    '%s has no English words in its Swahili',
    (_, entry) => {
      const found = Object.entries(entry.sw).flatMap(([key, value]) =>
        texts(value, key)
          .map(([where, text]) => [where, englishWords(text, ENGLISH_IN_SWAHILI)] as const)
          .filter(([, words]) => words.length > 0),
      );
      expect(found).toEqual([]);
    },
  );

  it('shows no editors’ notes, in any served field of either language', () => {
    for (const entry of [...library.en, ...library.sw]) {
      const { sources, ...shown } = entry;
      const strings = [
        ...Object.entries(shown).flatMap(([key, value]) => texts(value, key)),
        ...sources.flatMap((source) => texts(source.organisation ?? '', 'source')),
      ];
      for (const [where, text] of strings)
        for (const pattern of EDITORIAL) expect(text, `${entry.slug} ${where}`).not.toMatch(pattern);
    }
  });

  it('keeps scientific names in Latin, with no English notes', () => {
    for (const entry of library.en.filter((item) => item.scientific_name)) {
      expect(englishWords(entry.scientific_name!), entry.slug).toEqual([]);
      expect(entry.scientific_name, entry.slug).not.toMatch(/[();]/);
    }
  });

  it('calls each condition by one name on the result card and in the advice, in each language', () => {
    const bySlug = (lang: 'en' | 'sw') =>
      new Map(library[lang].flatMap((entry) => [entry.slug, ...entry.aliases].map((slug) => [slug, entry])));
    const cards = { en: enDiagnosis.condition, sw: swDiagnosis.condition } as const;
    for (const lang of ['en', 'sw'] as const) {
      const entries = bySlug(lang);
      for (const label of classifierLabels)
        expect(cards[lang][label], `${lang} ${label}`).toBe(entries.get(labelSlug(label))!.name);
    }
  });
});
