import type { CallbackCreate } from '../../../contract/callback.ts';
import type { CallbackContext } from './context.ts';

/** The booking as the server takes it, from the answers and the case a diagnosis attached. */
export function toCallbackCreate({ answers, case: attached }: CallbackContext): CallbackCreate {
  return {
    name: answers.name ?? '',
    phone_number: answers.phone_number ?? '',
    channel: answers.channel ?? 'call',
    language: answers.language ?? 'en',
    topic: answers.topic ?? 'other',
    slot: answers.slot ?? '',
    case: attached,
    note: answers.note || null,
  };
}
