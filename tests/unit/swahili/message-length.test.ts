import { describe, expect, it } from 'vitest';
import { swahiliTexts, wordCount } from './swahili-texts.ts';

/**
 * A farmer who reads little gives up on a long bubble (style rule 1 in locales/sw/STYLE.md): a chat
 * message or card line carries at most 25 words, and this test fails past 30. A list is fine when its
 * lines are short: at most 6 lines of at most 6 words, after a short lead.
 */
const LIMIT = 30;

/** Texts that are not chat bubbles, and why they may run long. */
const NOT_A_BUBBLE: [RegExp, string][] = [
  [
    /^privacy:(policy|notice)\.sections\[\d+\]\.body$/,
    'the privacy policy, terms and privacy notice are legal texts read on their own page; they must say everything the law asks',
  ],
  [/^messages:export_readme$/, 'the README file inside a data export, read as a file, not in the chat'],
  [
    /^fert:source\./,
    'the sources of a fertilizer rate: document titles and links after "Chanzo:", cited as written, not sentences',
  ],
];

const LIST_ITEM = /^\s*(?:[-*]|\d+\.)\s+(.*)$/;

/** A short lead and up to 6 list lines of up to 6 words each reads like 6 short bubbles. */
function isShortList(text: string) {
  const lines = text.split('\n').filter((line) => line.trim());
  const items = lines.filter((line) => LIST_ITEM.test(line));
  const lead = lines.filter((line) => !LIST_ITEM.test(line)).join(' ');
  return (
    items.length > 0 &&
    items.length <= 6 &&
    items.every((line) => wordCount(line.replace(LIST_ITEM, '$1')) <= 6) &&
    wordCount(lead) <= 15
  );
}

const shown = swahiliTexts.filter(
  ({ key, source }) => source !== 'blog' && !NOT_A_BUBBLE.some(([pattern]) => pattern.test(key)),
);

describe('Swahili chat messages', () => {
  it(`are at most ${LIMIT} words, or a short list`, () => {
    const long = shown
      .filter(({ text }) => wordCount(text) > LIMIT && !isShortList(text))
      .map(({ key, text }) => `${key} (${wordCount(text)} words)`);
    expect(long).toEqual([]);
  });

  it('count words as a reader does', () => {
    expect(wordCount('Mimi ni **Mimea**. Ninaweza:')).toBe(4);
    expect(wordCount('⚠️ Upepo hadi km {{kmh}} kwa saa: usinyunyizie dawa.')).toBe(8);
    expect(
      isShortList(
        'Mimi ni **Mimea**. Ninaweza:\n\n- kukagua mmea mgonjwa kwa picha;\n- kupiga hesabu ya mbolea.',
      ),
    ).toBe(true);
  });

  it('leave long texts only where they are not bubbles', () => {
    for (const [pattern, why] of NOT_A_BUBBLE) {
      expect(
        swahiliTexts.some(({ key }) => pattern.test(key)),
        why,
      ).toBe(true);
    }
  });
});
