import type { ApiFailure } from '../../../api/api-failure.ts';
import type { Callback, CallbackCase, Slot } from '../../../contract/callback.ts';
import type { CallbackAnswers } from './messages.ts';
import type { QuestionStart } from './questions/machine.ts';
import type { Entities } from '../../../language/intents/entities.ts';
import { dayFor, todayHere } from '../../../language/typed-date.ts';

/** The topic and first day the words already gave: a named crop or symptom is a crop problem. */
export function wordsAnswers(input: CallbackFlowInput | undefined) {
  const facts = input?.entities;
  const cropProblem =
    input?.topic === 'crop_problem' ||
    Boolean(input?.case || facts?.crop || facts?.looks.length || facts?.parts.length);
  return {
    answers: cropProblem ? { topic: 'crop_problem' as const } : {},
    fromDay: facts?.when ? dayFor(facts.when, todayHere()) : null,
  };
}

export interface CallbackStart {
  /** From the stored profile, so a signed-in farmer is not asked again. */
  contact: { name: string; phone_number: string } | null;
  upcoming: Callback[];
  /** The language the farmer is using: the call is in it unless they change it in the summary. */
  language?: CallbackAnswers['language'];
}

/** What the diagnosis flow hands over: `{ case }`, shown in the summary and attached to the booking. */
export interface CallbackFlowInput {
  case?: CallbackCase;
  /** Set by a "talk to an agronomist" button that knows the subject, such as the advice on a pest. */
  topic?: string;
  /** What the farmer's words already said: a crop or symptom is a crop problem; "kesho" is the day wanted. */
  entities?: Entities;
}

export interface CallbackContext {
  answers: CallbackAnswers;
  case: CallbackCase | null;
  contact: CallbackStart['contact'];
  upcoming: Callback[];
  slots: Slot[];
  slotPage: number;
  /** Choosing a slot for a new booking, or to move `booking`. */
  mode: 'book' | 'move';
  booking: Callback | null;
  failure: ApiFailure | null;
  /** The first day the farmer asked for ("kesho"): slots are offered from then on. */
  fromDay: string | null;
  /** The question to ask next; `editing` when an answer is changed from the summary, which it returns to. */
  ask: { from: QuestionStart; editing: boolean };
}
