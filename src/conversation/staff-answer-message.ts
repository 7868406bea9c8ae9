import type { FarmerMessage } from '../contract/staff.ts';
import type { ChatMessage } from './chat-message.ts';

/** A staff answer as an assistant bubble; its id comes from the server, so it is shown once only. */
export function staffAnswerMessage(answer: FarmerMessage): ChatMessage {
  return {
    id: `staff-answer-${answer.id}`,
    sender: 'assistant',
    at: answer.created_at,
    body: {
      kind: 'text',
      text: {
        key: answer.reference ? 'talk:staff_answer_ref' : 'talk:staff_answer',
        params: { author: answer.author, reference: answer.reference ?? '', body: answer.body },
      },
    },
  };
}
