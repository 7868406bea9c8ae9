import type { CallbackCase } from '../../contract/callback.ts';
import type { CommunityDraft } from './community-draft.ts';

/**
 * The flow a plant check (new, or reopened from the history) ends in: reading about the match, or
 * booking an agronomist with the case, or asking the Community with it. The first screen hands typed symptoms to the advice as `text`.
 */
export type HandOver =
  | { flow: 'advice'; input: { slug?: string; text?: string; case?: CallbackCase } }
  | { flow: 'callback'; input: { case: CallbackCase } }
  /** An unsure check asked of the Community, its photos, crop and place filled in. */
  | { flow: 'community'; input: { draft: CommunityDraft } };
