import type { CallbackCase } from '../../contract/callback.ts';

/**
 * The flow a plant check (new, or reopened from the history) ends in: reading about the match, or
 * booking an agronomist with the case. The first screen hands typed symptoms to the advice as `text`.
 */
export type HandOver =
  | { flow: 'advice'; input: { slug?: string; text?: string; case?: CallbackCase } }
  | { flow: 'callback'; input: { case: CallbackCase } };
