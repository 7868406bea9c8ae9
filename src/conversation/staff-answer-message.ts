import type { FarmerMessage } from '../contract/staff.ts';
import type { ChatMessage, MessageBody, QuickReply } from './chat-message.ts';
import { flowChoice } from './flow-choice.ts';
import { UNKNOWN_LABEL } from '../contract/case-review.ts';

/**
 * An agronomist's review of the farmer's photos: what it is, their note, and the way to its advice; a
 * changed review says it replaces the earlier answer.
 */
function reviewBody(answer: FarmerMessage, review: NonNullable<FarmerMessage['review']>): MessageBody {
  const { label } = review;
  const known = label !== UNKNOWN_LABEL;
  const changed = review.replaces_earlier ? '_changed' : '';
  const key = `talk:staff_review${changed}${known ? '' : '_unknown'}${answer.body ? '_note' : ''}`;
  return {
    kind: 'text',
    text: {
      key,
      params: { author: answer.author, reference: answer.reference ?? '', label, note: answer.body },
    },
  };
}

/**
 * A staff answer (or an approved outbreak alert, which no agronomist signs) as an assistant bubble; its id comes from the server, so it is shown once only. A
 * review of the farmer's photos offers the advice for what the agronomist found.
 */
export function staffAnswerMessage(answer: FarmerMessage): ChatMessage {
  const slug = answer.review?.slug;
  const quickReplies: QuickReply[] | undefined = slug
    ? [{ value: flowChoice('advice', { slug }), label: { key: 'talk:staff_review_advice' } }]
    : undefined;
  return {
    id: `staff-answer-${answer.id}`,
    sender: 'assistant',
    at: answer.created_at,
    body: answer.review
      ? reviewBody(answer, answer.review)
      : answer.notice
        ? { kind: 'literal', text: answer.body }
        : {
            kind: 'text',
            text: answer.alert_id
              ? { key: 'talk:outbreak_alert', params: { body: answer.body } }
              : {
                  key: answer.reference ? 'talk:staff_answer_ref' : 'talk:staff_answer',
                  params: { author: answer.author, reference: answer.reference ?? '', body: answer.body },
                },
          },
    quickReplies,
  };
}
