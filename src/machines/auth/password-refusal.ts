import { toApiFailure } from '../../api/api-failure.ts';
import type { MessageBody } from '../../conversation/chat-message.ts';

/**
 * The server refused the password itself (too easy to guess): the farmer must be asked again for a
 * password, in a password box, not left at a failure with a plain text box in which the next one would
 * be typed, shown in the transcript and kept there.
 */
export function passwordRefused(field: 'password' | 'new_password') {
  return ({ event }: { event: { error?: unknown } }) => {
    const failure = toApiFailure(event.error);
    return failure.kind === 'fields' && field in failure.fields;
  };
}

export const passwordRefusedMessage: MessageBody = {
  kind: 'notice',
  tone: 'error',
  text: { key: 'auth:password_refused' },
};
