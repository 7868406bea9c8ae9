import { describe, expect, it } from 'vitest';
import { buildLibrary } from '../../../src/content/library/build-library.ts';
import { plantParts, symptomLooks } from '../../../src/contract/library.ts';
import {
  narrowSymptoms,
  readDescription,
  type Candidate,
} from '../../../src/machines/flows/advice/symptom-narrowing.ts';
import { englishDescriptions, laterDescriptions, swahiliDescriptions } from './symptom-descriptions.ts';

const { en, sw } = buildLibrary();
// The list endpoint gives each candidate the words of both languages, since farmers type in either.
const candidates: Candidate[] = en.map((entry, index) => ({
  ...entry,
  keywords: [entry, sw[index]!].flatMap((text) => [text.name, ...text.common_names, ...text.words]),
}));
const table = [...englishDescriptions, ...swahiliDescriptions, ...laterDescriptions];
const rankOf = (text: string, expected: string) =>
  narrowSymptoms(candidates, readDescription(text)).findIndex((ranked) => ranked.slug === expected);

describe('symptom narrowing', () => {
  it('reads crop, part and look from typed words in either language', () => {
    expect(readDescription('my tomato leaves are turning black')).toMatchObject({
      crop: 'tomato',
      parts: ['leaf'],
      looks: ['spots'],
    });
    expect(readDescription('majani ya mahindi yana mashimo')).toMatchObject({
      crop: 'maize',
      parts: ['leaf'],
      looks: ['holes'],
    });
  });

  it(`brings the right entry into the first three for all ${table.length} descriptions`, () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
    const missed = table.filter(({ text, expected }) => rankOf(text, expected) < 0).map(({ text }) => text);
    expect(missed).toEqual([]);
  });

  it('puts the right entry first for at least 85% of them (the figure in the report)', () => {
    const first = table.filter(({ text, expected }) => rankOf(text, expected) === 0).length;
    expect(first / table.length).toBeGreaterThanOrEqual(0.85);
  });

  it('keeps to the crop, and offers healthy notes only when the plant looks fine', () => {
    const ranked = narrowSymptoms(candidates, readDescription('spots on coffee leaves'));
    expect(ranked.every((hit) => hit.slug.startsWith('coffee'))).toBe(true);
    expect(ranked.some((hit) => hit.slug.endsWith('healthy'))).toBe(false);
    expect(narrowSymptoms(candidates, readDescription('xyz qqq'))).toEqual([]);
  });

  it('offers fall armyworm and stem borers first for holes in maize leaves, ahead of rarer chewers', () => {
    const ranked = narrowSymptoms(candidates, {
      crop: 'maize',
      parts: ['leaf'],
      looks: ['holes'],
      words: [],
    });
    expect(
      ranked
        .map((hit) => hit.slug)
        .slice(0, 2)
        .sort(),
    ).toEqual(['maize-fall-armyworm', 'maize-stem-borers']);
  });

  it("answers tapped bean questions with bean problems only, bean-first entries ahead of other crops' ones", () => {
    const byslug = new Map(candidates.map((candidate) => [candidate.slug, candidate]));
    for (const part of plantParts)
      for (const look of symptomLooks) {
        const ranked = narrowSymptoms(candidates, { crop: 'bean', parts: [part], looks: [look], words: [] });
        const crops = ranked.map((hit) => byslug.get(hit.slug)!.crops);
        expect(crops.every((list) => list.includes('bean'))).toBe(true);
        // Among equal scores, no entry about another crop comes before one about beans.
        ranked.forEach((hit, index) => {
          const later = ranked.slice(index + 1).filter((other) => other.score === hit.score);
          if (crops[index]![0] !== 'bean')
            expect(later.every((other) => byslug.get(other.slug)!.crops[0] !== 'bean')).toBe(true);
        });
      }
  });
});
