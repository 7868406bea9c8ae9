import { signAnswer, type SignId } from '../../contract/signs.ts';
import {
  candidatePosterior,
  clearOnEvidence,
  nextQuestion,
  ranked,
  updatePosterior,
  type FarmerAnswer,
  type Posterior,
} from '../differential.ts';
import type { Prediction, Verdict } from '../interpret.ts';

/**
 * `npm run eval -- … --ask N` (issue 30 §3): a simulated farmer goes through the differential on every
 * in-scope photo the model was not sure about. The farmer never picks a picture (so the figure is a
 * lower bound) and answers each sign question from the TRUE label's row of the signs table, flipped
 * with probability `noise`; an `either` row answers yes or no at random. The policy sees only what the
 * chat gets from the API (the leading crop's conditions and the photo's familiarity) and these answers,
 * never the label.
 */

export interface AskOptions {
  /** Questions at most per photo. */
  ask: number;
  /** Probability that the simulated farmer gives the wrong answer. */
  noise: number;
  /** Seed of the farmer's coin flips, so a run can be repeated. */
  seed?: number;
}

export interface AskInput {
  /** The canonical true label; used only to simulate the farmer's answers. */
  truth: string;
  verdict: Verdict;
  predictions: readonly Pick<Prediction, 'label' | 'kind' | 'crop' | 'confidence'>[];
  /** Where the chat's differential starts: every condition of the leading crop, and the photo's familiarity. */
  differential: {
    candidates: readonly Pick<Prediction, 'label' | 'kind' | 'confidence'>[];
    unfamiliar: boolean;
  };
}

export interface AskOutcome {
  truth: string;
  /** Labels, most likely first, after the questions (the model's order when none were asked). */
  ranking: string[];
  /** Whether the app gives one answer: the model was confident, or one condition is clearly ahead. */
  answered: boolean;
  /** Whether this photo went into the differential: in scope, and `not_sure` or `not_a_plant`. */
  differential: boolean;
  asked: { sign: SignId; answer: FarmerAnswer }[];
}

export interface AfterQuestions {
  top1: number;
  top3: number;
  answered_rate: number;
  confident_wrong_rate: number;
  selective_accuracy: number;
  /** Mean questions asked per photo that went into the differential. */
  mean_questions: number;
  /** Photos that went into the differential, and the share of them that ended with one clear answer. */
  differential_count: number;
  differential_answered_rate: number;
}

/** A small seeded generator (mulberry32): the same seed gives the same farmer. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The simulated farmer's answer to one sign for a photo whose true label is `truth`. */
export function simulatedAnswer(
  truth: string,
  sign: SignId,
  noise: number,
  random: () => number,
): FarmerAnswer {
  const shows = signAnswer(truth, sign);
  if (shows !== 'yes' && shows !== 'no') return random() < 0.5 ? 'yes' : 'no';
  if (random() < noise) return shows === 'yes' ? 'no' : 'yes';
  return shows;
}

/**
 * Runs the differential for every photo the chat would take into it; `notAPlant` photos are out of
 * scope and never asked.
 */
export function runDifferential(
  inputs: readonly AskInput[],
  notAPlant: string | undefined,
  options: AskOptions,
) {
  const random = seededRandom(options.seed ?? 1);
  return inputs.map((input): AskOutcome => {
    const modelRanking = input.predictions.map((p) => p.label);
    // The chat's differential follows "not sure", and "it is a plant" after "not a plant": a farmer knows
    // a photo of their plant, so the simulated one says so whenever the true label is a plant's.
    const differential =
      input.truth !== notAPlant &&
      (input.verdict === 'not_sure' ||
        (input.verdict === 'not_a_plant' && input.differential.candidates.length > 0));
    if (!differential) {
      return {
        truth: input.truth,
        ranking: modelRanking,
        answered: input.truth !== notAPlant && input.verdict === 'confident',
        differential,
        asked: [],
      };
    }
    const { candidates, unfamiliar } = input.differential;
    let posterior: Posterior = candidatePosterior(candidates, [], unfamiliar);
    const asked: AskOutcome['asked'] = [];
    for (;;) {
      const signs = asked.map((a) => a.sign);
      const sign = nextQuestion(posterior, signs, signs.length, options.ask, options.noise);
      if (!sign) break;
      const answer = simulatedAnswer(input.truth, sign, options.noise, random);
      asked.push({ sign, answer });
      posterior = updatePosterior(posterior, sign, answer, options.noise);
    }
    const ranking = ranked(posterior).map((r) => r.label);
    return {
      truth: input.truth,
      ranking: [...ranking, ...modelRanking.filter((label) => !ranking.includes(label))],
      answered: clearOnEvidence(posterior, asked.length) !== null,
      differential,
      asked,
    };
  });
}

/** The `after_questions` figures; the same definitions as the plain report's, on the final ranking. */
export function scoreAfterQuestions(
  outcomes: readonly AskOutcome[],
  notAPlant: string | undefined,
): AfterQuestions {
  const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  const inScope = outcomes.filter((o) => o.truth !== notAPlant);
  const answered = inScope.filter((o) => o.answered);
  const answeredRight = answered.filter((o) => o.ranking[0] === o.truth).length;
  const differential = outcomes.filter((o) => o.differential);
  return {
    top1: ratio(outcomes.filter((o) => o.ranking[0] === o.truth).length, outcomes.length),
    top3: ratio(outcomes.filter((o) => o.ranking.slice(0, 3).includes(o.truth)).length, outcomes.length),
    answered_rate: ratio(answered.length, inScope.length),
    confident_wrong_rate: ratio(answered.length - answeredRight, inScope.length),
    selective_accuracy: ratio(answeredRight, answered.length),
    mean_questions: ratio(
      differential.reduce((sum, o) => sum + o.asked.length, 0),
      differential.length,
    ),
    differential_count: differential.length,
    differential_answered_rate: ratio(differential.filter((o) => o.answered).length, differential.length),
  };
}
