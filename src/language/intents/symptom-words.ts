import type { plantParts, symptomLooks } from '../../contract/library.ts';
import { similarWords } from './edit-distance.ts';

export type PlantPart = (typeof plantParts)[number];
export type SymptomLook = (typeof symptomLooks)[number];

const words = (list: string) => list.split(' ');

/**
 * The advice flow asks which part of the plant shows the problem and what it looks like (closed lists in
 * the contract). These are the words, English and Swahili, that point to a part or a look in a typed
 * description; they are matched with typo tolerance, so "majan" still reads as leaves.
 */
export const partWords: Record<PlantPart, string[]> = {
  leaf: words('leaf leaves leafs jani majani whorl funnel kilele'),
  stem: words('stem stems stalk stalks shina mashina bua mabua branch tawi matawi'),
  fruit: words(
    'fruit fruits tunda matunda cob cobs gunzi magunzi pod pods ganda maganda berries berry ' +
      'head heads bunch kichana flowers maua ua bulb bulbs',
  ),
  root: words('root roots mizizi mzizi tuber tubers viazi kiazi corm'),
  whole: words('plant plants whole mmea mimea mche miche seedlings field shamba'),
  store: words('store stored storage ghalani stoo grain nafaka sacks gunia bag'),
};

export const lookWords: Record<SymptomLook, string[]> = {
  spots: words(
    'spot spots spotted madoa doa lesions patches marks rings blotches black brown meusi nyeusi ' +
      'kahawia burnt imeungua zimeungua',
  ),
  powder: words(
    'powder powdery unga rust kutu pustules mould mold fuzz orange chungwa ukungu white nyeupe ' + 'vumbi',
  ),
  holes: words(
    'holes hole mashimo shimo vitundu kitundu eaten chewed liwa zimeliwa yameliwa tunnels mines ' +
      'bored torn sawdust',
  ),
  yellow: words(
    'yellow yellowing njano manjano pale streaks stripes michirizi mosaic mottled batobato ' + 'light',
  ),
  wilt: words(
    'wilt wilting wilted nyauka kunyauka zimenyauka drying dry kauka zinakauka dying kufa dead ' +
      'collapse falling',
  ),
  rot: words('rot rotting rotten oza kuoza zinaoza soft ooze slimy smell harufu'),
  insects: words(
    'insects insect wadudu mdudu caterpillar caterpillars worms viwavi kiwavi funza flies inzi ' +
      'armyworm armyworms aphids aphid vidukari whiteflies thrips ' +
      'mites webs webbing utando bugs beetles moths nondo',
  ),
  deformed: words(
    'curl curling curled kujikunja zimejikunja yamejikunja imejikunja kunjamana stunted short ' +
      'dumaa kudumaa twisted small ndogo deformed',
  ),
  healthy: words('healthy nzuri salama afya normal'),
};

/** Typo-tolerant, and a word may carry a Swahili ending its stem lacks ("kileleni" is "kilele"). */
export const hits = (word: string, vocabulary: string[]) =>
  vocabulary.some(
    (known) =>
      similarWords(word, known) ||
      (word.length >= 5 && known.startsWith(word)) ||
      (known.length >= 5 && word.startsWith(known)),
  );

function matching<K extends string>(words: string[], table: Record<K, string[]>): K[] {
  return (Object.keys(table) as K[]).filter((key) => words.some((word) => hits(word, table[key])));
}

/** Everyday words one typo from a symptom word: "nataka" (I want) is not "nafaka" (grain). */
const NOT_SYMPTOMS = new Set(['nataka', 'ninataka', 'tunataka', 'kutaka']);

/** The parts and looks a description names: "madoa ya kahawia kwenye majani" is spots on the leaves. */
export function findSymptoms(words: string[]): { parts: PlantPart[]; looks: SymptomLook[] } {
  const telling = words.filter((word) => !NOT_SYMPTOMS.has(word));
  return { parts: matching(telling, partWords), looks: matching(telling, lookWords) };
}
