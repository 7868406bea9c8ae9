import type { QuickReply } from '../../conversation/chat-message.ts';
import { flowChoice } from '../../conversation/flow-choice.ts';

/**
 * Offered on the last message of a flow: a menu-style reply that starts the feedback flow whenever
 * tapped, and that the user may just as well ignore — feedback never stands in the way.
 */
export const FEEDBACK_OFFER: QuickReply = {
  value: flowChoice('feedback'),
  label: { key: 'talk:feedback.offer' },
};
