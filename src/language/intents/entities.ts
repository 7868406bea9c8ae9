import { similarWords } from './edit-distance.ts';
import { normalise } from './normalise.ts';
import { findSymptoms, type PlantPart, type SymptomLook } from './symptom-words.ts';

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

export type When = 'today' | 'tomorrow' | 'this_week' | 'next_week';

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
  ['kabeji', 'cabbage'],
  ['mwembe', 'mango'],
  ['miembe', 'mango'],
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
  if (/ (next week|wiki ijayo|wiki inayokuja|wiki ijao) /.test(text)) return 'next_week';
  if (/ (this week|wiki hii|week) /.test(text)) return 'this_week';
  return undefined;
}

/** Kenya's 47 counties (shared/data/kenya/admin/counties.csv): a farm's place as farmers name it. */
const COUNTIES = [
  'Mombasa',
  'Kwale',
  'Kilifi',
  'Tana River',
  'Lamu',
  'Taita-Taveta',
  'Garissa',
  'Wajir',
  'Mandera',
  'Marsabit',
  'Isiolo',
  'Meru',
  'Tharaka-Nithi',
  'Embu',
  'Kitui',
  'Machakos',
  'Makueni',
  'Nyandarua',
  'Nyeri',
  'Kirinyaga',
  "Murang'a",
  'Kiambu',
  'Turkana',
  'West Pokot',
  'Samburu',
  'Trans Nzoia',
  'Uasin Gishu',
  'Elgeyo-Marakwet',
  'Nandi',
  'Baringo',
  'Laikipia',
  'Nakuru',
  'Narok',
  'Kajiado',
  'Kericho',
  'Bomet',
  'Kakamega',
  'Vihiga',
  'Bungoma',
  'Busia',
  'Siaya',
  'Kisumu',
  'Homa Bay',
  'Migori',
  'Kisii',
  'Nyamira',
  'Nairobi',
].map((name) => ({ name, words: normalise(name) }));

/** A county named in the words ("Nakuru", "murang'a", "uasin gishu"), as its proper name. */
export function findCounty(words: string[]): string | undefined {
  return COUNTIES.find(({ words: parts }) =>
    words.some((_, start) => parts.every((part, offset) => words[start + offset] === part)),
  )?.name;
}

/** Everything a farmer's sentence already says that a flow would otherwise ask. */
export interface Entities {
  crop?: CropId;
  /** A county's proper name; the flow looks it up for its id. */
  county?: string;
  when?: When;
  parts: PlantPart[];
  looks: SymptomLook[];
}

export function findEntities(words: string[]): Entities {
  const { parts, looks } = findSymptoms(words);
  return { crop: findCrop(words), county: findCounty(words), when: findWhen(words), parts, looks };
}
