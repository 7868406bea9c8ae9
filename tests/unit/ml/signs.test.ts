import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signAnswer, signClasses, signIds, signs } from '../../../src/contract/signs';

const labels: { label: string; crop: string }[] = JSON.parse(
  readFileSync('public/models/labels.json', 'utf8'),
).labels;
const plantLabels = labels.filter((l) => l.label !== 'any__not_a_plant').map((l) => l.label);
const credits = JSON.parse(readFileSync('public/reference-photos/credits.json', 'utf8')) as Record<
  string,
  { file: string }
>;
const catalogue = JSON.parse(readFileSync('src/content/data/pests_diseases.json', 'utf8'))
  .source_catalogue as Record<string, unknown>;

describe('visible signs table', () => {
  it('has a row for every plant class the model knows, and none for anything else', () => {
    expect(plantLabels).toHaveLength(31);
    expect([...signClasses].sort()).toEqual([...plantLabels].sort());
    expect(signAnswer('any__not_a_plant', 'marks')).toBeUndefined();
  });

  it('tells every pair of maize classes apart by at least one sign (one yes, the other no)', () => {
    const maize = plantLabels.filter((l) => l.startsWith('maize__'));
    expect(maize.length).toBe(8);
    for (const a of maize) {
      for (const b of maize) {
        if (a >= b) continue;
        const differ = signIds.some((s) => {
          const pair = [signAnswer(a, s), signAnswer(b, s)];
          return pair.includes('yes') && pair.includes('no');
        });
        expect(differ, `${a} vs ${b}`).toBe(true);
      }
    }
  });

  it('gives every class at least one sign that is not no (a healthy leaf shows none, so it is the one without)', () => {
    for (const label of plantLabels) {
      const shown = signIds.filter((s) => signAnswer(label, s) !== 'no');
      if (label.endsWith('__healthy')) expect(shown, label).toEqual([]);
      else expect(shown.length, label).toBeGreaterThan(0);
    }
  });

  it('asks every sign in English and Swahili, with a credited picture and a source from the data pack', () => {
    for (const id of signIds) {
      const sign = signs[id];
      expect(sign.id).toBe(id);
      expect(sign.question.en.trim().endsWith('?'), id).toBe(true);
      expect(sign.question.sw.trim().endsWith('?'), id).toBe(true);
      expect(sign.question.sw).not.toBe(sign.question.en);
      const credit = credits[sign.picture];
      expect(credit, `${id} picture ${sign.picture}`).toBeDefined();
      expect(existsSync(`public/reference-photos/${credit?.file}`)).toBe(true);
      expect(sign.sources.length).toBeGreaterThan(0);
      for (const key of sign.sources) expect(catalogue[key], `${id} source ${key}`).toBeDefined();
    }
  });

  it('uses every sign for at least one class (no question that can never help)', () => {
    for (const id of signIds)
      expect(
        plantLabels.some((l) => signAnswer(l, id) === 'yes'),
        id,
      ).toBe(true);
  });
});
