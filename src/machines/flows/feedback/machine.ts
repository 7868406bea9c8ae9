import { chatLanguage, sendFeedback } from '../../../api/engagement.ts';
import { FEEDBACK_RATINGS, type EngagementCreated } from '../../../contract/engagement.ts';
import { choice, text } from '../../../conversation/flow-protocol.ts';
import { createFormFlow } from '../../shared/form/machine.ts';

/**
 * "How did we do?": a rating with faces and, if the user likes, a few words. Offered at the end of
 * other flows and never in their way; sent at once, without a summary.
 */
export const feedbackFlow = createFormFlow<null, EngagementCreated>({
  id: 'feedback',
  load: async () => ({ options: null, answers: {} }),
  submit: (answers) =>
    sendFeedback({
      rating: Number(answers.rating),
      text: answers.text || null,
      flow: null,
      language: chatLanguage(),
    }),
  questions: [
    {
      field: 'rating',
      ask: () => text('talk:feedback.ask_rating'),
      choices: () =>
        FEEDBACK_RATINGS.map((rating) => choice(String(rating), `talk:feedback.rating_${rating}`)),
    },
    {
      field: 'text',
      ask: () => text('talk:feedback.ask_text'),
      input: { kind: 'text', label: 'talk:feedback.field_text' },
      optional: true,
    },
  ],
  done: () => ({ body: text('talk:feedback.thanks') }),
});
