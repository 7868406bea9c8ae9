import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import glossary from './glossary.json' with { type: 'json' };
import { swahiliByKey, swahiliTexts } from './swahili-texts.ts';

/**
 * One Swahili term per thing: no string the product shows may use a word the glossary retired
 * (tests/unit/swahili/glossary.json, explained in locales/sw/GLOSSARY.md).
 *
 * Two kinds of field keep old words on purpose. A library entry's `words` are what farmers type to
 * find it ("mende", "viwavi jeshi", "kilele"), never shown. Its `common_names` ("Pia huitwa: …") list
 * other names a farmer may know, so a second spelling is welcome there; a word that means something
 * else ("mende" is a cockroach) is not.
 */
interface Retired {
  pattern: string;
  kind: 'wrong' | 'variant';
}
interface Term {
  thing: string;
  use: string;
  retired: Retired[];
  allow?: Record<string, string>;
}
const terms = glossary.terms as Term[];
const glossaryPage = readFileSync(
  path.resolve(import.meta.dirname, '../../../locales/sw/GLOSSARY.md'),
  'utf8',
);

const isSearchWord = (key: string) => /^lib\/[^:]+:words\[\d+\]$/.test(key);
const isOtherName = (key: string) => /^lib\/[^:]+:common_names\[\d+\]$/.test(key);

function offences(term: Term, retired: Retired) {
  const pattern = new RegExp(retired.pattern, 'iu');
  return swahiliTexts
    .filter(({ key }) => !isSearchWord(key) && !(retired.kind === 'variant' && isOtherName(key)))
    .filter(({ key }) => !term.allow?.[key])
    .filter(({ text }) => pattern.test(text))
    .map(({ key, text }) => `${key}: ${text.match(pattern)![0]} (use "${term.use}")`);
}

describe('the Swahili glossary', () => {
  it.each(terms.flatMap((term) => term.retired.map((retired) => [retired.pattern, term, retired] as const)))(
    'no string uses the retired %s',
    (_, term, retired) => {
      expect(offences(term, retired)).toEqual([]);
    },
  );

  it('allows a retired word only in strings that exist and use it, each with a reason', () => {
    for (const term of terms) {
      for (const [key, reason] of Object.entries(term.allow ?? {})) {
        expect(swahiliByKey.get(key), key).toBeDefined();
        expect(reason.length, key).toBeGreaterThan(20);
        const used = term.retired.some(({ pattern }) =>
          new RegExp(pattern, 'iu').test(swahiliByKey.get(key)!.text),
        );
        expect(used, `${key} no longer needs its exception`).toBe(true);
      }
    }
  });

  it('is written out for people in locales/sw/GLOSSARY.md, term by term', () => {
    for (const term of terms) expect(glossaryPage, term.thing).toContain(term.use);
  });

  it('catches the words it retires', () => {
    const check = (text: string) =>
      terms.flatMap((term) => term.retired).filter(({ pattern }) => new RegExp(pattern, 'iu').test(text))
        .length;
    expect(check('Hesabu mende kwenye mimea 20')).toBe(1);
    expect(check('nyunyizia dawa ya kuvu ya shaba')).toBe(1);
    expect(check('Angalia bomba kama linavuja')).toBe(1);
    expect(check('Andika nambari ya tarakimu 6')).toBe(1);
    // Word boundaries: these are other words, and right.
    expect(check('Kujikinga na sumukuvu')).toBe(0);
    expect(check('nzige wa jangwani, inzi weupe')).toBe(0);
    expect(check('Mende')).toBe(1);
  });
});
