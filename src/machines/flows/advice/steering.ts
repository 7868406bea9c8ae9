import type { PestListItem } from '../../../contract/library.ts';
import { narrowSymptoms, type Description, type Ranked } from './symptom-narrowing.ts';

/** Where the described path goes next: show the likely problems, or ask the one question still missing. */
export type NextQuestion = 'offer' | 'mode' | 'crop' | 'part' | 'look' | 'list';

export function rankFor(candidates: PestListItem[], description: Description): Ranked[] {
  return narrowSymptoms(candidates, description);
}

/**
 * Typed words that name a problem ("viwavi jeshi", "tuta") go straight to the shortlist. Otherwise the
 * flow asks for the crop, then the part, then the look, never more than those three short questions.
 */
export function nextQuestion(candidates: PestListItem[], description: Description): NextQuestion {
  const ranked = rankFor(candidates, description);
  if (ranked[0]?.named) return 'offer';
  // "How do I control pests?" says nothing yet: let the farmer choose between the list and questions.
  if (!description.crop && description.parts.length + description.looks.length === 0) return 'mode';
  if (!description.crop) return 'crop';
  if (description.parts.length === 0) return 'part';
  if (description.looks.length === 0) return 'look';
  return ranked.length > 0 ? 'offer' : 'list';
}

/** Entries for a crop as a list to choose from: problems first, the healthy-crop note last. */
export function conditionList(candidates: PestListItem[]): PestListItem[] {
  const usable = candidates.filter((candidate) => candidate.kind !== 'not_a_plant');
  return [
    ...usable.filter((candidate) => candidate.kind !== 'healthy'),
    ...usable.filter((candidate) => candidate.kind === 'healthy'),
  ];
}
