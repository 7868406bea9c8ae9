import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { swahiliTexts } from './swahili-texts.ts';

/**
 * A Swahili sentence agrees with its noun, so a crop or pest name put in by a placeholder must never
 * carry the agreement (style rule 2 in locales/sw/STYLE.md): "$t(crop) yako inahitaji" gave "Mahindi
 * yako inahitaji" and "Viazi yako inahitaji". Every message with such a placeholder is rendered here
 * for names of different noun classes, and the result is checked for agreements that break.
 */
const localesDir = path.resolve(import.meta.dirname, '../../../locales/sw');
const t = i18next.createInstance();
await t.init({
  lng: 'sw',
  resources: {
    sw: Object.fromEntries(
      readdirSync(localesDir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          file.replace('.json', ''),
          JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')),
        ]),
    ),
  },
  interpolation: { escapeValue: false },
});

/**
 * A name, and what must never follow it (after at most one word): possessives and adjectives of other
 * noun classes, and verbs whose subject prefix belongs to another class ("iko", "limehifadhiwa").
 * The second person "u-" is left out: "Viazi unavyopanda" is right.
 */
interface Sample {
  name: string;
  id?: string;
  label?: string;
  words: string[];
  prefixes: string[];
}
/** Class 6 (ma-), class 8 (vi-) and class 3 (m-/mi-): the three the review asks for. */
const crops: Sample[] = [
  {
    id: 'maize',
    name: 'Mahindi',
    words: ['changa', 'wako', 'lako', 'vyako', 'zako', 'chako'],
    prefixes: ['i', 'li', 'vi', 'zi', 'ki'],
  },
  {
    id: 'potato',
    name: 'Viazi',
    words: ['changa', 'wako', 'lako', 'zako', 'chako'],
    prefixes: ['i', 'li', 'ya', 'zi', 'ki'],
  },
  {
    id: 'cassava',
    name: 'Muhogo',
    words: ['changa', 'lako', 'vyako', 'zako', 'chako'],
    prefixes: ['i', 'li', 'ya', 'vi', 'zi', 'ki'],
  },
];
/** Animate plurals (wa-), class 5 (li-) and class 11 (u-). */
const pests: Sample[] = [
  {
    label: 'maize__fall_armyworm',
    name: 'Viwavijeshi vamizi',
    words: ['lako', 'chako'],
    prefixes: ['i', 'li', 'ya', 'zi', 'ki'],
  },
  { name: 'Vidukari', words: ['lako', 'chako'], prefixes: ['i', 'li', 'ya', 'zi', 'ki'] },
  {
    label: 'potato__late_blight',
    name: 'Baa chelewa (baridi)',
    words: ['wako', 'vyako', 'zako'],
    prefixes: ['i', 'ya', 'vi', 'zi', 'ki'],
  },
  { name: 'Ubwiri unga', words: ['lako', 'vyako', 'zako'], prefixes: ['i', 'li', 'ya', 'vi', 'zi', 'ki'] },
];
/** The review's own examples, in case a message is written around the samples' next words. */
const FORBIDDEN = [
  /Mahindi yako (iko|inahitaji|changa)/,
  /Viazi (yako|vyako) (iko|inahitaji|changa)/,
  /Muhogo (yako|wako) (iko|inahitaji|changa)/,
];

const NAME_PLACEHOLDER = /\{\{(crop|name|names|label|pest|farm)\}\}/;
const placeholderMessages = swahiliTexts.filter(
  ({ source, text }) => source === 'locale' && NAME_PLACEHOLDER.test(text),
);
const when = new Date(Date.UTC(2026, 2, 3));
const others = {
  count: 2,
  place: 'Nakuru',
  mm: 20,
  date: when,
  from: when,
  to: when,
  acres: 2,
  phone: '0712 345678',
};

function render(key: string, text: string, sample: Sample) {
  const [namespace, path] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  const crop = text.includes('crop.{{crop}}') ? (sample.id ?? 'maize') : sample.name;
  const label = text.includes('condition.{{label}}') ? (sample.label ?? 'maize__fall_armyworm') : sample.name;
  // Keys are built at run time here, so the typed key union does not apply (as in server-translator.ts).
  return t.t(path as never, {
    ns: namespace,
    ...others,
    crop,
    name: sample.name,
    names: sample.name,
    farm: sample.name,
    pest: sample.name,
    label,
  }) as string;
}

function brokenAgreements(text: string, sample: Sample) {
  const name = sample.name.replace(/[()]/g, '\\$&');
  const verb = `(?:${sample.prefixes.join('|')})(?:na|me|ta|li|ko|nge|ki)\\p{L}*`;
  // After "ya", "la", "kwenye"… the name hangs on a fixed noun ("mimea michanga ya Viazi inahitaji"), which agrees.
  const wrong = new RegExp(
    `(?<!\\b(?:ya|wa|la|za|cha|vya|kwa|kwenye|na) )${name}(?: \\p{L}+)? (?:${sample.words.join('|')}|${verb})\\b`,
    'u',
  );
  return [wrong, ...FORBIDDEN].filter((pattern) => pattern.test(text)).map(() => text);
}

describe('messages with a crop or pest name in them', () => {
  it('include the weather actions that once broke for most crops', () => {
    expect(placeholderMessages.map(({ key }) => key)).toEqual(
      expect.arrayContaining([
        'weather:action.harvest_before_rain',
        'weather:action.top_dress_with_rain',
        'weather:action.young_crop_dry',
      ]),
    );
  });

  it.each(placeholderMessages.map(({ key, text }) => [key, text] as const))(
    '%s agrees for Mahindi, Viazi and Muhogo and for pests of four noun classes',
    (key, text) => {
      const rendered = [...crops, ...pests].map((sample) => [render(key, text, sample), sample] as const);
      for (const [line] of rendered)
        expect(line, key).not.toMatch(/\$t\(|\{\{(crop|name|names|label|pest|farm)\}\}/);
      expect(rendered.flatMap(([line, sample]) => brokenAgreements(line, sample))).toEqual([]);
    },
  );

  it('renders the crop where the message asks for it', () => {
    const young = swahiliTexts.find(({ key }) => key === 'weather:action.young_crop_dry')!;
    expect(render(young.key, young.text, crops[1]!)).toContain('mimea michanga ya Viazi inahitaji maji');
  });
});
