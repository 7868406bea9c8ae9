import { describe, expect, it } from 'vitest';
import { swahiliTexts } from './swahili-texts.ts';

/**
 * Issue 33's Swahili slips: "Vidakuzi (cookies)" and "sumukuvu (aflatoxin)" glossed the glossary's word
 * with the English one in brackets. The chosen Swahili word stands alone on farmer screens (the
 * glossary lists the alternatives that are not used).
 */
const GLOSSED = /\((cookies?|aflatoxins?|aflatoksini)\)/i;

describe('the Swahili words the glossary chose', () => {
  it('stand without the English in brackets after them', () => {
    const glossed = swahiliTexts
      .filter((entry) => entry.source === 'locale' && GLOSSED.test(entry.text))
      .map(({ key }) => key);
    expect(glossed).toEqual([]);
  });
});
