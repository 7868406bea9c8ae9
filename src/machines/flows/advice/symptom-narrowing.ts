import type { PestListItem } from '../../../contract/library.ts';
import { findCrop, type CropId } from '../../../language/intents/entities.ts';
import { normalise } from '../../../language/intents/normalise.ts';
import {
  findSymptoms,
  hits,
  partWords,
  type PlantPart,
  type SymptomLook,
} from '../../../language/intents/symptom-words.ts';

/** What a farmer has told us about the sick plant so far, from taps or typed words. */
export interface Description {
  crop?: CropId;
  parts: PlantPart[];
  looks: SymptomLook[];
  /** The other meaningful words typed, matched against entry names and symptom words. */
  words: string[];
}

export type Candidate = Pick<
  PestListItem,
  'slug' | 'kind' | 'crops' | 'parts' | 'looks' | 'keywords' | 'prevalence'
>;
export interface Ranked {
  slug: string;
  score: number;
  /** Typed words that matched the entry's own names or symptom words, not just the part and look. */
  named: boolean;
}

const FILLER = new Set(
  'my the a an is are on in of and with have has it its there what to my some all over under from very while still ya wa la na kwa za cha vya kwenye katika yangu zangu ni kuna yana zina ina kama sana yenye chini juu ndani mwa'.split(
    ' ',
  ),
);
/**
 * Words that only say which part, or a look many problems share: they count through those questions,
 * not as names. Telling words ("sawdust", "michirizi", "utando") still count as names too.
 */
const DESCRIBING = new Set([
  ...Object.values(partWords).flat(),
  ...'spot spots madoa doa lesions patches marks black brown meusi nyeusi kahawia yellow yellowing njano manjano holes hole mashimo shimo vitundu insects insect wadudu mdudu white nyeupe dry drying kauka rot rotting oza small ndogo green kijani light pale'.split(
    ' ',
  ),
]);

/** Reads a typed description ("my tomato leaves are turning black", "viwavi jeshi kwenye mahindi"). */
export function readDescription(text: string): Description {
  const words = normalise(text);
  const naming = words.filter((word) => !FILLER.has(word) && !DESCRIBING.has(word));
  const { parts, looks } = findSymptoms(words);
  return {
    // Colour words first left out: "kahawia" (brown) is one letter from "kahawa" (coffee).
    crop: findCrop(words.filter((word) => !DESCRIBING.has(word))) ?? cropNamedAlso(words),
    parts,
    // "Healthy" only when nothing else is wrong: "green caterpillars" is not a healthy crop.
    looks: looks.length > 1 ? looks.filter((look) => look !== 'healthy') : looks,
    words: naming.filter((word) => word.length > 2 && !findCrop([word])),
  };
}

/** Crop words the assistant's entity list lacks: the plant rather than its fruit ("migomba", "miembe"). */
const PLANT_WORDS: Record<string, CropId> = {
  mgomba: 'banana',
  migomba: 'banana',
  mwembe: 'mango',
  miembe: 'mango',
  mpunga: 'rice',
  kabeji: 'cabbage',
};
const cropNamedAlso = (words: string[]) => words.map((word) => PLANT_WORDS[word]).find(Boolean);

function keywordScore(words: string[], keywords: string[]): number {
  const vocabulary = keywords.flatMap((keyword) => normalise(keyword));
  return words.filter((word) => hits(word, vocabulary)).length;
}

const PREVALENCE_RANK = { most_common: 0, common: 1 } as const;

/**
 * Among entries that fit the description equally well, the one a farmer most likely has comes first:
 * an entry about the described crop before one that only lists it as another host ("tomato red spider
 * mite" on beans), then what the editors marked as common in Kenya (fall armyworm among five maize
 * chewers), then the narrower entry ("tomato yellow leaf curl" says more about tomato than "aphids").
 */
function likelihoodOrder(candidate: Candidate, crop: Description['crop'], order: number): number[] {
  const primary = !crop || candidate.crops[0] === crop ? 0 : 1;
  const prevalence = candidate.prevalence ? PREVALENCE_RANK[candidate.prevalence] : 2;
  return [primary, prevalence, candidate.crops.length, order];
}

function compareOrder(a: number[], b: number[]): number {
  const at = a.findIndex((value, index) => value !== b[index]);
  return at < 0 ? 0 : a[at]! - b[at]!;
}

/**
 * Ranks library entries against a description, best first: the crop must fit; each matching part adds
 * 2, each matching look 3, and each typed word found among the entry's names and symptom words 3.
 * Healthy notes only come up when the plant looks fine; "not a plant" never does.
 */
export function narrowSymptoms(candidates: Candidate[], description: Description, limit = 3): Ranked[] {
  const wantsHealthy = description.looks.includes('healthy');
  return candidates
    .filter((candidate) => candidate.kind !== 'not_a_plant')
    .filter((candidate) => !description.crop || candidate.crops.includes(description.crop))
    .filter((candidate) => (candidate.kind === 'healthy') === wantsHealthy)
    .map((candidate, order) => {
      const named = keywordScore(description.words, candidate.keywords);
      const score =
        2 * description.parts.filter((part) => candidate.parts.includes(part)).length +
        3 * description.looks.filter((look) => candidate.looks.includes(look)).length +
        3 * named;
      return {
        slug: candidate.slug,
        score,
        named: named > 0,
        order: likelihoodOrder(candidate, description.crop, order),
      };
    })
    .filter((ranked) => ranked.score > 0)
    .sort((a, b) => b.score - a.score || compareOrder(a.order, b.order))
    .slice(0, limit)
    .map(({ slug, score, named }) => ({ slug, score, named }));
}
