import type { ApiFailure } from '../../../../api/api-failure.ts';
import type { InputRequest } from '../../../../conversation/chat-message.ts';
import { failureMessage } from '../../../../conversation/failure-message.ts';
import { BACK, choice, text, type SayParams } from '../../../../conversation/flow-protocol.ts';

const NS = 'assistant:details.complete';

export const RETRY = choice('retry', 'talk:try_again');

/** What completing gives, said once before the first question. */
export const explain = (): SayParams => ({ body: text(`${NS}.explain`) });

const ask = (key: string, input: InputRequest): SayParams => ({
  body: text(`${NS}.${key}`),
  quickReplies: [BACK],
  input,
});

export const askFirstName = () =>
  ask('ask_first_name', { kind: 'name', label: { key: 'assistant:details.first_name' } });
export const askLastName = () =>
  ask('ask_last_name', { kind: 'name', label: { key: 'assistant:details.last_name' } });
export const askPhone = () =>
  ask('ask_phone_number', { kind: 'phone', label: { key: `${NS}.phone_number` } });
export const askPassword = () =>
  ask('ask_password', { kind: 'new_password', label: { key: `${NS}.password` } });

/** A typed answer the contract refuses: said before the question comes again. */
export const invalid = (key: string): SayParams => ({
  body: { kind: 'notice', tone: 'error', text: { key } },
});

/** The server's refusal of an answer (in the person's language already), said before that question again. */
export const refused = (failure: ApiFailure): SayParams => ({ body: failureMessage(failure) });

/** A failure that names no answer (offline, too many tries): try again, or go back to the answers. */
export const failed = (failure: ApiFailure): SayParams => ({
  body: failureMessage(failure),
  quickReplies: [RETRY, BACK],
});

export const completed = (phone: string): SayParams => ({
  body: { kind: 'notice', tone: 'success', text: { key: `${NS}.done`, params: { phone } } },
});
