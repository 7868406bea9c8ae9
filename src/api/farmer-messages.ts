import type { ChatMessage } from '../chat/chat-message.ts';
import { farmerMessageListSchema, type FarmerMessage } from '../contract/staff.ts';
import { apiClient } from './api-client.ts';

/** What staff answered this farmer lately (they came by SMS too), oldest first. */
export async function fetchStaffAnswers(): Promise<FarmerMessage[]> {
  const { data } = await apiClient.get('messages/', { params: { page_size: 20 } });
  return farmerMessageListSchema.parse(data).results.reverse();
}

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
