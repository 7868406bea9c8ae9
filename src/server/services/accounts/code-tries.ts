import type { Db } from '../../db/database.ts';
import { takeTryUnder, type CodeKind } from './code-repository.ts';

/** A few tries end a code sent by SMS or e-mail (a reset code, a new contact's code). */
export const WRONG_TRIES_PER_CODE = 5;

/**
 * Takes one of a code's tries before the code is compared, in one statement, and answers whether one
 * was left (`failed_attempts` counts them; the right code is used up at once, so its own try never
 * matters). Read first and written back after the comparison, guesses sent at once all read the same
 * count, and a code meant for five tries took as many as arrived together.
 */
export function takeCodeTry(db: Db, kind: CodeKind, id: string): Promise<boolean> {
  return takeTryUnder(db, kind, id, WRONG_TRIES_PER_CODE);
}
