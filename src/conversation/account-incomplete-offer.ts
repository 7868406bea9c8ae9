import type { ApiFailure } from '../api/api-failure.ts';
import { ACCOUNT_INCOMPLETE } from '../contract/account-incomplete.ts';
import type { QuickReply } from './chat-message.ts';
import { flowChoice } from './flow-choice.ts';
import { BACK, choice } from './flow-protocol.ts';

/** "Complete your account": starts My details at completing a Community-only account. */
export const COMPLETE_ACCOUNT = choice(
  flowChoice('my_details', { action: 'complete_account' }),
  'assistant:details.complete_account',
);

/**
 * The quick replies under a failure: for "your Community account has no phone number" (409
 * `account_incomplete`) the way to complete it, since trying again cannot help; else `otherwise`.
 */
export function repliesAfter(failure: ApiFailure, otherwise: QuickReply[]): QuickReply[] {
  return failure.kind === 'detail' && failure.code === ACCOUNT_INCOMPLETE
    ? [COMPLETE_ACCOUNT, BACK]
    : otherwise;
}
