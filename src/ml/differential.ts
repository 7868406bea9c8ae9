import { signAnswer, signClasses, signIds, type SignId } from '../contract/signs.ts';

/**
 * The differential diagnosis's policy (issue 30 §2): which yes/no sign question to ask next, and how an
 * answer moves the probabilities. It sees only the model's calibrated probabilities and the farmer's
 * answers, never a label. Farmers answer wrongly now and then, so an answer is evidence, not proof: a
 * class whose row says `yes` gives the answer "yes" with probability 1 − noise, a `no` row with
 * probability noise, and an `either` row (or a label without a row, such as not_a_plant) half the time.
 */

/** label → probability; the classes the differential is still weighing. */
export type Posterior = Record<string, number>;
export type FarmerAnswer = 'yes' | 'no';

/** How often a farmer is taken to answer a sign question wrongly: one time in five (issue 30). */
export const DEFAULT_ANSWER_NOISE = 0.2;
/** At most this many questions, so the chat stays short. */
export const MAX_QUESTIONS = 2;
/**
 * One condition is "clearly ahead" when its probability reaches this, and the model's probabilities
 * are flattened (p^MODEL_TEMPER) before the answers weigh in: on photos from a source the model never
 * saw, its unsure probabilities lean hard on the wrong class. Both were chosen on the lab → field
 * fold's calibration photos (the held-out source's train split, never its test photos) as the pair
 * that answers the most photos with confident & wrong at most 8 %, the verdict's own margin
 * (src/ml/model-card.md, "The differential"). The first choice, 0.7 on unflattened probabilities,
 * was confidently wrong on 27 % of that fold's photos.
 */
export const CLEAR_LEAD = 0.9;
export const MODEL_TEMPER = 0.5;
/** A question must be expected to teach at least this much (bits) to be worth the farmer's time. */
export const MIN_GAIN_BITS = 0.01;

/** P(answer | label) under the given answer noise. */
export function answerLikelihood(label: string, sign: SignId, answer: FarmerAnswer, noise: number): number {
  const shows = signAnswer(label, sign);
  if (shows === undefined || shows === 'either') return 0.5;
  return shows === answer ? 1 - noise : noise;
}

/** Bayes' rule: the posterior after one answer. A prior that the answer rules out entirely is kept. */
export function updatePosterior(
  posterior: Posterior,
  sign: SignId,
  answer: FarmerAnswer,
  noise = DEFAULT_ANSWER_NOISE,
): Posterior {
  const weighted = Object.entries(posterior).map(
    ([label, p]) => [label, p * answerLikelihood(label, sign, answer, noise)] as const,
  );
  const total = weighted.reduce((sum, [, p]) => sum + p, 0);
  if (!(total > 0)) return { ...posterior };
  return Object.fromEntries(weighted.map(([label, p]) => [label, p / total]));
}

/** Shannon entropy in bits of a (possibly unnormalised) distribution. */
export function entropy(posterior: Posterior): number {
  const values = Object.values(posterior);
  const total = values.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return 0;
  return values.reduce((h, p) => (p > 0 ? h - (p / total) * Math.log2(p / total) : h), 0);
}

/** Probability that the farmer answers "yes" to a sign, under the current posterior. */
export function probabilityOfYes(posterior: Posterior, sign: SignId, noise = DEFAULT_ANSWER_NOISE): number {
  const entries = Object.entries(posterior);
  const total = entries.reduce((sum, [, p]) => sum + p, 0);
  if (!(total > 0)) return 0.5;
  return entries.reduce(
    (sum, [label, p]) => sum + (p / total) * answerLikelihood(label, sign, 'yes', noise),
    0,
  );
}

/** Expected information gain (bits) of asking one sign: H(now) − E_answer[H(after the answer)]. */
export function expectedInformationGain(
  posterior: Posterior,
  sign: SignId,
  noise = DEFAULT_ANSWER_NOISE,
): number {
  const yes = probabilityOfYes(posterior, sign, noise);
  const after =
    (yes > 0 ? yes * entropy(updatePosterior(posterior, sign, 'yes', noise)) : 0) +
    (yes < 1 ? (1 - yes) * entropy(updatePosterior(posterior, sign, 'no', noise)) : 0);
  return Math.max(0, entropy(posterior) - after);
}

/**
 * The sign to ask next: the one with the largest expected information gain among those not asked yet,
 * or null when none is worth asking. Ties go to the table's order, so the choice is reproducible.
 */
export function chooseQuestion(
  posterior: Posterior,
  asked: readonly SignId[] = [],
  noise = DEFAULT_ANSWER_NOISE,
): SignId | null {
  let best: SignId | null = null;
  let bestGain = MIN_GAIN_BITS;
  for (const sign of signIds) {
    if (asked.includes(sign)) continue;
    const gain = expectedInformationGain(posterior, sign, noise);
    if (gain > bestGain + 1e-12) {
      best = sign;
      bestGain = gain;
    }
  }
  return best;
}

/** Labels from most to least likely. */
export function ranked(posterior: Posterior): { label: string; probability: number }[] {
  return Object.entries(posterior)
    .map(([label, probability]) => ({ label, probability }))
    .sort((a, b) => b.probability - a.probability || a.label.localeCompare(b.label));
}

/** The condition that is clearly ahead, if one is. */
export function clearLeader(posterior: Posterior, threshold = CLEAR_LEAD): string | null {
  const [first] = ranked(posterior);
  return first && first.probability >= threshold ? first.label : null;
}

/** Normalise probabilities (e.g. the model's top candidates) into a posterior. */
export function normalise(posterior: Posterior): Posterior {
  const total = Object.values(posterior).reduce((a, b) => a + b, 0);
  if (!(total > 0)) return { ...posterior };
  return Object.fromEntries(Object.entries(posterior).map(([label, p]) => [label, p / total]));
}

/** How many candidates the chat shows as pictures (issue 30: 2–4). */
export const MAX_CANDIDATES = 4;

/**
 * A photo further than this many times the verdict's OOD threshold from every class the model learnt
 * is "unfamiliar", and its probabilities are flattened harder (UNFAMILIAR_TEMPER). Among the `not_sure`
 * photos of a source the fold model never saw, the median is 1.38 times the threshold and the first
 * guess is right on 24 %; among familiar `not_sure` photos (the same-source test split) the median is
 * 1.11 and the first guess is right on 82 %, which a harder flattening would throw away.
 */
export const FAR_FROM_TRAINING = 1.2;
export const UNFAMILIAR_TEMPER = 0.25;

/** Whether a photo's OOD distance makes it unfamiliar (false when the model has no such output). */
export const isUnfamiliar = (oodScore: number | null | undefined, oodThreshold: number) =>
  oodScore != null && Number.isFinite(oodThreshold) && oodScore > oodThreshold * FAR_FROM_TRAINING;

/**
 * The differential's starting point: the candidates' probabilities (every condition of the leading crop,
 * or the answer's top predictions from a host that gives no more), flattened (MODEL_TEMPER, or
 * UNFAMILIAR_TEMPER for an unfamiliar photo); whatever they leave goes in equal shares to the crop's
 * other conditions (`others`), so an answer can still bring up one the model missed.
 * A class without a signs row (not a plant) is left out: the differential is about which plant problem
 * this is.
 */
export function candidatePosterior(
  candidates: readonly { label: string; kind: string; confidence: number }[],
  others: readonly string[] = [],
  unfamiliar = false,
): Posterior {
  const temper = unfamiliar ? UNFAMILIAR_TEMPER : MODEL_TEMPER;
  const plant = candidates.filter(
    (p) => p.kind !== 'not_a_plant' && p.confidence > 0 && signClasses.includes(p.label),
  );
  const weights: Posterior = Object.fromEntries(plant.map((p) => [p.label, p.confidence ** temper]));
  const rest = others.filter((label) => !(label in weights) && signClasses.includes(label));
  const left = Math.max(0, 1 - Object.values(weights).reduce((a, b) => a + b, 0));
  for (const label of rest) weights[label] = left / rest.length;
  return normalise(weights);
}

/**
 * Whether one condition is clearly ahead on evidence: a photo the model was not sure about is never
 * called clear on the photo alone (renormalising its top candidates can put one past the lead without
 * anything new), so at least one yes or no must have been given; "I can't tell" is none.
 */
export function clearOnEvidence(posterior: Posterior, answered: number): string | null {
  return answered > 0 ? clearLeader(posterior) : null;
}

/**
 * The next sign to ask, or null when the differential should end: after `max` questions, once one
 * condition is clearly ahead on evidence (`answered`: the yes/no answers so far), or when no question
 * is worth asking. The chat and `npm run eval -- --ask` share this rule.
 */
export function nextQuestion(
  posterior: Posterior,
  asked: readonly SignId[],
  answered = asked.length,
  max = MAX_QUESTIONS,
  noise = DEFAULT_ANSWER_NOISE,
): SignId | null {
  if (asked.length >= max || clearOnEvidence(posterior, answered)) return null;
  return chooseQuestion(posterior, asked, noise);
}

/**
 * "None of these": the pictures shown are set aside, though not ruled out (the farmer may be wrong one
 * time in five), and the crop's other conditions share the rest.
 */
export function setAside(
  posterior: Posterior,
  others: readonly string[],
  noise = DEFAULT_ANSWER_NOISE,
): Posterior {
  const rest = others.filter((label) => !(label in posterior));
  if (rest.length === 0) return { ...posterior };
  const shown = Object.entries(posterior).map(([label, p]) => [label, p * noise] as const);
  const share = (1 - noise) / rest.length;
  return normalise(Object.fromEntries([...shown, ...rest.map((label) => [label, share] as const)]));
}
