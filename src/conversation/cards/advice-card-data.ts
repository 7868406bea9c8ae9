import type { Pest } from '../../contract/library.ts';

/**
 * An advice card names a library entry and one step of it, never its words: the card fetches the entry
 * in the language on screen, so the transcript re-renders after a language switch.
 */
export const adviceSections = ['overview', 'act_now', 'control', 'safety', 'sources'] as const;
export type AdviceSection = (typeof adviceSections)[number];

export interface AdviceCardData {
  slug: string;
  section: AdviceSection;
}

/** The "tell me more" steps an entry has, in order; "Is it safe?" and sources are asked for, not stepped into. */
export function adviceSteps(entry: Pick<Pest, 'kind'>): AdviceSection[] {
  return entry.kind === 'healthy' || entry.kind === 'not_a_plant'
    ? ['overview', 'act_now']
    : ['overview', 'act_now', 'control'];
}

/** The "tell me more" step after `step`, if there is one. */
export function nextStep(entry: Pick<Pest, 'kind'>, step: AdviceSection): AdviceSection | undefined {
  const steps = adviceSteps(entry);
  return steps[steps.indexOf(step) + 1];
}

/** Whether "Is it safe?" has something to say: any product, chemical or biological, to spray or dust. */
export const hasProducts = (entry: Pick<Pest, 'chemical_options' | 'biological_products'>) =>
  entry.chemical_options.length + entry.biological_products.length > 0;
