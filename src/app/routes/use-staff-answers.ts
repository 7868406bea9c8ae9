import { useCallback, useEffect } from 'react';
import { fetchStaffAnswers } from '../../api/farmer-messages.ts';
import { staffAnswerMessage } from '../../conversation/staff-answer-message.ts';
import type { ChatMessage } from '../../conversation/chat-message.ts';
import { useVisiblePolling } from './use-visible-polling.ts';

/** Agronomists answer within minutes to hours; a minute's delay is fine and costs a farmer little data. */
export const ANSWERS_POLL_MS = 45_000;

/**
 * Staff answers are fetched when the chat opens and again while it stays open and visible, so an answer
 * shows without reopening the app; the assistant adds each answer once, by its id. Offline or failing,
 * the chat simply goes on: the answer also came by SMS.
 */
export function useStaffAnswers(deliver: (messages: ChatMessage[]) => void) {
  const load = useCallback(
    () =>
      void fetchStaffAnswers()
        .then((answers) => answers.length > 0 && deliver(answers.map(staffAnswerMessage)))
        .catch(() => undefined),
    [deliver],
  );
  useEffect(load, [load]);
  useVisiblePolling(load, ANSWERS_POLL_MS);
}
