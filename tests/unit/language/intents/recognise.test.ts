import { describe, expect, it } from 'vitest';
import { editDistance } from '../../../../src/language/intents/edit-distance.ts';
import { normalise } from '../../../../src/language/intents/normalise.ts';
import { recognise } from '../../../../src/language/intents/recognise.ts';
import type { Utterance } from './utterance.ts';
import { englishUtterances } from './utterances-en.ts';
import { swahiliUtterances } from './utterances-sw.ts';

function score(table: Utterance[]) {
  const misses = table.filter((row) => recognise(row.text).intent !== row.intent);
  const withCrop = table.filter((row) => row.crop);
  const cropHits = withCrop.filter((row) => recognise(row.text).crop === row.crop).length;
  const withWhen = table.filter((row) => row.when);
  const whenHits = withWhen.filter((row) => recognise(row.text).when === row.when).length;
  return {
    accuracy: 1 - misses.length / table.length,
    misses,
    cropAccuracy: cropHits / withCrop.length,
    whenAccuracy: whenHits / withWhen.length,
  };
}

describe.each([
  ['en', englishUtterances],
  ['sw', swahiliUtterances],
] as const)('intent recognition (%s)', (language, table) => {
  const result = score(table);

  it('has at least 150 labelled utterances', () => {
    expect(table.length).toBeGreaterThanOrEqual(150);
  });

  it('gets at least 90% of them right', () => {
    const percent = (result.accuracy * 100).toFixed(1);
    console.log(
      `intent accuracy ${language}: ${percent}% (${table.length - result.misses.length}/${table.length})`,
    );
    for (const miss of result.misses)
      console.log(`  miss: "${miss.text}" → ${recognise(miss.text).intent}, expected ${miss.intent}`);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('finds the crop and the day the user names', () => {
    console.log(
      `entity accuracy ${language}: crop ${(result.cropAccuracy * 100).toFixed(0)}%, day ${(result.whenAccuracy * 100).toFixed(0)}%`,
    );
    expect(result.cropAccuracy).toBeGreaterThanOrEqual(0.9);
    expect(result.whenAccuracy).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the recogniser’s parts', () => {
  it('normalises case, accents, punctuation, stretched letters and SMS spellings', () => {
    expect(normalise('Asanteeee!!  Wether 2moro?')).toEqual(['asante', 'weather', 'tomorrow']);
    expect(normalise('Café, SHAMBA-la')).toEqual(['cafe', 'shamba', 'la']);
  });

  it('measures typos with adjacent swaps counting once, giving up past the limit', () => {
    expect(editDistance('mahind', 'mahindi', 1)).toBe(1);
    expect(editDistance('wheather', 'weather', 2)).toBe(1);
    expect(editDistance('hewaa', 'hewa', 1)).toBe(1);
    expect(editDistance('maharagwe', 'mahindi', 2)).toBe(3);
  });

  it('reads option numbers in both languages', () => {
    expect(
      ['2', 'two', 'mbili', 'namba 2', 'option 2', 'ya pili'].map((text) => recognise(text).number),
    ).toEqual([2, 2, 2, 2, 2, 2]);
    expect(recognise('2 bags of dap').intent).not.toBe('number');
  });

  it('recognises the flows’ example phrases', () => {
    expect(recognise('my maize leaves have holes')).toMatchObject({ intent: 'diagnose', crop: 'maize' });
    expect(recognise('mahindi yangu yana madoa')).toMatchObject({ intent: 'diagnose', crop: 'maize' });
    expect(recognise('when should I plant beans')).toMatchObject({ intent: 'crop_calendar', crop: 'bean' });
    expect(recognise('hali ya hewa kesho')).toMatchObject({ intent: 'weather', when: 'tomorrow' });
    expect(recognise('nipigie simu').intent).toBe('callback');
  });
});
