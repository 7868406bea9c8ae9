import { ApiError } from '../../errors/api-error.ts';
import type { Throttle } from '../accounts/throttle.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Texts we send a day to a number someone typed in: a booking, a move of it, a pre-booking, a trial
 * request, or the new number of an account (its code).
 */
export interface TypedNumberTexts {
  throttle: Throttle;
  perDay: number;
}

/**
 * Counts one text to a number someone typed into a form, or refuses the request when the number has had
 * its share today. Nothing proves the number is the sender's own, so without this anyone could have us
 * text a stranger again and again at our cost: moving one anonymous booking back and forth sent an SMS
 * each time. Counted per number in the database, across every form, address and API process.
 */
export async function takeTypedNumberText({ throttle, perDay }: TypedNumberTexts, phone: string) {
  const quota = await throttle.hit(`texts-to:${phone}`, perDay, DAY_MS);
  // Not a 429: "try again in 86,400 seconds" helps nobody; the text says "tomorrow".
  if (!quota.allowed) throw new ApiError(409, 'phone_texts_used');
}
