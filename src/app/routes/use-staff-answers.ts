import { useEffect } from 'react';
import { fetchStaffAnswers } from '../../api/farmer-messages.ts';
import { staffAnswerMessage } from '../../conversation/staff-answer-message.ts';
import type { ChatMessage } from '../../conversation/chat-message.ts';

/**
 * When the chat opens (and when the phone comes back online), staff answers are fetched and added to
 * the conversation. Offline or failing, the chat simply goes on: the answer also came by SMS.
 */
export function useStaffAnswers(deliver: (messages: ChatMessage[]) => void) {
  useEffect(() => {
    let active = true;
    const load = () =>
      fetchStaffAnswers()
        .then((answers) => active && answers.length > 0 && deliver(answers.map(staffAnswerMessage)))
        .catch(() => undefined);
    void load();
    window.addEventListener('online', load);
    return () => {
      active = false;
      window.removeEventListener('online', load);
    };
  }, [deliver]);
}
