import { similarWords } from './edit-distance.ts';

/** The crops of the crop calendar (shared/data/kenya/crop_calendar.csv) and the classifier. */
export type CropId =
  | 'maize'
  | 'bean'
  | 'tomato'
  | 'potato'
  | 'coffee'
  | 'pepper'
  | 'cassava'
  | 'banana'
  | 'wheat'
  | 'kale'
  | 'cabbage'
  | 'sorghum'
  | 'millet'
  | 'rice'
  | 'onion'
  | 'mango'
  | 'avocado'
  | 'groundnut'
  | 'pigeonpea'
  | 'cowpea'
  | 'green_gram'
  | 'sweet_potato'
  | 'tea';

export type When = 'today' | 'tomorrow' | 'this_week';

// Longer names first, so "sweet potato" is not read as "potato".
const CROP_NAMES: [string, CropId][] = [
  ['sweet potato', 'sweet_potato'],
  ['viazi vitamu', 'sweet_potato'],
  ['pigeon pea', 'pigeonpea'],
  ['green gram', 'green_gram'],
  ['pilipili hoho', 'pepper'],
  ['sukuma wiki', 'kale'],
  ['irish potatoes', 'potato'],
  ['maize', 'maize'],
  ['corn', 'maize'],
  ['mahindi', 'maize'],
  ['beans', 'bean'],
  ['bean', 'bean'],
  ['maharagwe', 'bean'],
  ['maharage', 'bean'],
  ['tomatoes', 'tomato'],
  ['tomato', 'tomato'],
  ['nyanya', 'tomato'],
  ['potatoes', 'potato'],
  ['potato', 'potato'],
  ['viazi', 'potato'],
  ['coffee', 'coffee'],
  ['kahawa', 'coffee'],
  ['pepper', 'pepper'],
  ['hoho', 'pepper'],
  ['capsicum', 'pepper'],
  ['cassava', 'cassava'],
  ['muhogo', 'cassava'],
  ['mihogo', 'cassava'],
  ['bananas', 'banana'],
  ['banana', 'banana'],
  ['ndizi', 'banana'],
  ['migomba', 'banana'],
  ['mgomba', 'banana'],
  ['wheat', 'wheat'],
  ['ngano', 'wheat'],
  ['kale', 'kale'],
  ['sukuma', 'kale'],
  ['cabbage', 'cabbage'],
  ['kabichi', 'cabbage'],
  ['sorghum', 'sorghum'],
  ['mtama', 'sorghum'],
  ['millet', 'millet'],
  ['wimbi', 'millet'],
  ['uwele', 'millet'],
  ['rice', 'rice'],
  ['mchele', 'rice'],
  ['mpunga', 'rice'],
  ['onions', 'onion'],
  ['onion', 'onion'],
  ['vitunguu', 'onion'],
  ['kitunguu', 'onion'],
  ['mangoes', 'mango'],
  ['mango', 'mango'],
  ['embe', 'mango'],
  ['maembe', 'mango'],
  ['avocado', 'avocado'],
  ['parachichi', 'avocado'],
  ['groundnuts', 'groundnut'],
  ['peanuts', 'groundnut'],
  ['karanga', 'groundnut'],
  ['njugu', 'groundnut'],
  ['mbaazi', 'pigeonpea'],
  ['cowpeas', 'cowpea'],
  ['cowpea', 'cowpea'],
  ['kunde', 'cowpea'],
  ['ndengu', 'green_gram'],
];

// Everyday words one typo away from a crop's name: farmers use them to describe a plant, not to name one.
const NOT_CROPS = new Set(['kahawia', 'njano']);

const sameCropWord = (typed: string, known: string) => !NOT_CROPS.has(typed) && similarWords(typed, known);

export function findCrop(words: string[]): CropId | undefined {
  for (const [name, crop] of CROP_NAMES) {
    const parts = name.split(' ');
    for (let start = 0; start + parts.length <= words.length; start += 1) {
      if (parts.every((part, offset) => sameCropWord(words[start + offset]!, part))) return crop;
    }
  }
  return undefined;
}

export function findWhen(words: string[]): When | undefined {
  const text = ` ${words.join(' ')} `;
  if (/ (today|leo) /.test(text)) return 'today';
  if (/ (tomorrow|kesho) /.test(text)) return 'tomorrow';
  if (/ (this week|wiki hii|week) /.test(text)) return 'this_week';
  return undefined;
}
