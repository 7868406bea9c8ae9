import type { ApiFailure } from '../../../api/api-failure.ts';
import type { Callback, CallbackCase, Slot } from '../../../contract/callback.ts';
import type { CallbackAnswers } from './messages.ts';
import type { QuestionStart } from './questions/machine.ts';

export interface CallbackStart {
  /** From the stored profile, so a signed-in farmer is not asked again. */
  contact: { name: string; phone_number: string } | null;
  upcoming: Callback[];
}

/** What the diagnosis flow hands over: `{ case }`, shown in the summary and attached to the booking. */
export interface CallbackFlowInput {
  case?: CallbackCase;
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
  /** The question to ask next; `editing` when an answer is changed from the summary, which it returns to. */
  ask: { from: QuestionStart; editing: boolean };
}
