import type { ApiFailure } from '../../../../api/api-failure.ts';
import { failureMessage } from '../../../../conversation/failure-message.ts';
import { BACK, choice, text, type SayParams } from '../../../../conversation/flow-protocol.ts';

const NS = 'farms:claim';

export const RESEND = choice('resend', `${NS}.resend`);

/** Why a code is asked for, said once when the flow meets the waiting record. */
export const explain = (): SayParams => ({ body: text(`${NS}.explain`) });

export const askCode = (): SayParams => ({
  body: text(`${NS}.ask_code`),
  quickReplies: [RESEND, BACK],
  input: { kind: 'code', label: { key: `${NS}.code` } },
});

/** Six digits are checked here; a wrong or expired code is the server's to say. */
export const invalidCode = (): SayParams => ({
  body: { kind: 'notice', tone: 'error', text: { key: `${NS}.invalid_code` } },
});

export const failed = (failure: ApiFailure): SayParams => ({ body: failureMessage(failure) });

export const claimed = (): SayParams => ({
  body: { kind: 'notice', tone: 'success', text: { key: `${NS}.claimed` } },
});
