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
async function fetchAnswerMessages(alertId: string | null): Promise<ChatMessage[]> {
  const [{ fetchStaffAnswers }, { staffAnswerMessage }] = await loadInPieces(() =>
    Promise.all([
      import('../../api/farmer-messages.ts'),
      import('../../conversation/staff-answer-message.ts'),
    ]),
  );
  const answers = await fetchStaffAnswers();
  const alert = alertId && answers.find((answer) => answer.alert_id === alertId);
  if (alert) {
    const { pointAtMessage } = await import('../../chat/point-at-message.ts');
    pointAtMessage(staffAnswerMessage(alert).id);
  }
  return answers.map(staffAnswerMessage);
}

/** The alert whose push notification was tapped: it opens the chat at `/?alert=<id>`. */
const alertInAddress = () => new URLSearchParams(location.search).get('alert');

/**
 * Staff answers are fetched when the chat opens and again while it stays open and visible, so an answer
 * shows without reopening the app; the assistant adds each answer once, by its id. Offline or failing,
 * the chat simply goes on: the answer also came by SMS. The first look waits for the person's first
 * touch or until the phone has settled a few seconds after loading: its code is not the first screen's.
 * Opened at an alert, the chat scrolls to it and marks it once it is drawn.
 */
export function useStaffAnswers(deliver: (messages: ChatMessage[]) => void) {
  const load = useCallback(
    (alertId: string | null) =>
      void fetchAnswerMessages(alertId)
        .then((answers) => answers.length > 0 && deliver(answers))
        .catch(() => undefined),
    [deliver],
  );
  // Opened from an alert's notification, the farmer came for that message: it is fetched at once.
  useEffect(() => {
    const alertId = alertInAddress();
    if (!alertId) return whenUsedOrSettled(() => load(null));
    load(alertId);
  }, [load]);
  useVisiblePolling(
    useCallback(() => load(null), [load]),
    ANSWERS_POLL_MS,
  );
}
