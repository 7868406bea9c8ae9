import { useCallback, useEffect } from 'react';
import type { ChatMessage } from '../../conversation/chat-message.ts';
import { whenUsedOrSettled } from '../when-used-or-settled.ts';
import { loadInPieces } from './conversation-code.ts';
import { useVisiblePolling } from './use-visible-polling.ts';

/** Agronomists answer within minutes to hours; a minute's delay is fine and costs a farmer little data. */
export const ANSWERS_POLL_MS = 45_000;

/**
 * The API client and the answers' checks are not part of the first screen: they come with the first
 * look, a piece per task, so none holds a slow phone for long.
 */
async function fetchAnswerMessages(): Promise<ChatMessage[]> {
  const [{ fetchStaffAnswers }, { staffAnswerMessage }] = await loadInPieces(() =>
    Promise.all([
      import('../../api/farmer-messages.ts'),
      import('../../conversation/staff-answer-message.ts'),
    ]),
  );
  return (await fetchStaffAnswers()).map(staffAnswerMessage);
}

/**
 * Staff answers are fetched when the chat opens and again while it stays open and visible, so an answer
 * shows without reopening the app; the assistant adds each answer once, by its id. Offline or failing,
 * the chat simply goes on: the answer also came by SMS. The first look waits for the person's first
 * touch or until the phone has settled a few seconds after loading: its code is not the first screen's.
 */
export function useStaffAnswers(deliver: (messages: ChatMessage[]) => void) {
  const load = useCallback(
    () =>
      void fetchAnswerMessages()
        .then((answers) => answers.length > 0 && deliver(answers))
        .catch(() => undefined),
    [deliver],
  );
  useEffect(() => whenUsedOrSettled(load), [load]);
  useVisiblePolling(load, ANSWERS_POLL_MS);
}
