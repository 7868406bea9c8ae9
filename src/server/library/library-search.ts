import { similarWords } from '../../language/intents/edit-distance.ts';
import { normalise } from '../../language/intents/normalise.ts';

/** Little words that say nothing about which problem is meant, in English and Swahili. */
const STOP_WORDS = new Set(
  'a an and are as at for from has have how i in is it my of on or the to what with ya wa la na kwa za cha vya kwenye katika yangu zangu ni'.split(
    ' ',
  ),
);

/** The words search compares: lower-case, no accents or apostrophes, one space apart. */
export function searchText(parts: (string | null | undefined)[]): string {
  return normalise(parts.filter(Boolean).join(' ')).join(' ');
}

function wordMatches(query: string, words: string[]): boolean {
  return words.some((word) => similarWords(query, word) || (query.length >= 4 && word.startsWith(query)));
}

/**
 * How well a typed search fits one record, 0 for not at all. Forgiving: any case or accents, a typo
 * or two in longer words, a word's beginning ("armyw"), and extra words ("viwavi jeshi kwenye mahindi")
 * as long as at least half of the meaningful words fit. Name words count double.
 */
export function searchScore(query: string, record: { name: string; text: string }): number {
  const wanted = normalise(query).filter((word) => !STOP_WORDS.has(word));
  if (wanted.length === 0) return 0;
  const nameWords = normalise(record.name);
  const allWords = record.text.split(' ');
  let score = 0;
  let matched = 0;
  for (const word of wanted) {
    if (wordMatches(word, nameWords)) {
      score += 2;
      matched += 1;
    } else if (wordMatches(word, allWords)) {
      score += 1;
      matched += 1;
    }
  }
  return matched * 2 >= wanted.length ? score : 0;
}
