const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  moja: 1,
  mbili: 2,
  tatu: 3,
  nne: 4,
  tano: 5,
  sita: 6,
  saba: 7,
  nane: 8,
  tisa: 9,
  kumi: 10,
  kwanza: 1,
  pili: 2,
};
// Words that may stand around a bare option number: "option 3", "namba 2", "the first one", "ya kwanza".
const FILLER = new Set([
  'option',
  'number',
  'no',
  'namba',
  'nambari',
  'chaguo',
  'the',
  'one',
  'ya',
  'la',
  'i',
  'choose',
  'nachagua',
]);

/** The option number a reply consists of, or undefined when the text says more than a number. */
export function optionNumber(words: string[]): number | undefined {
  const meaningful = words.filter((word) => !FILLER.has(word));
  const candidates = meaningful.length ? meaningful : words.filter((word) => word === 'one');
  if (candidates.length !== 1) return undefined;
  const [word] = candidates as [string];
  if (/^\d{1,2}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
}
