import { useCallback, useEffect, useState } from 'react';
import { queuedChecks, queueOwner } from '../../api/upload-queue.ts';

export interface ConversationStart {
  /** A conversation left half way, whose code the route's loader has already fetched. */
  pickUpNow: boolean;
  /** Something the person did has reached the page's early queue. */
  somethingQueued: boolean;
  /** Wait for the person's first touch, key or click (the /auth greeting), rather than the first paint. */
  waitForUse: boolean;
}

/**
 * When a page's conversation code should start. Its machines, API client and response checks are most
 * of the page's script, and starting them takes a slow phone's processor for a good half second. They
 * never start before the page's first paint, so a phone on 3G shows the greeting without waiting for
 * them; where the greeting is all a visitor needs at first, they wait for the person to use the page,
 * unless there is something to pick up at once: a conversation left half way or plant checks waiting
 * to be sent. What is tapped meanwhile waits in the page's early queue.
 */
export function useConversationStart({ pickUpNow, somethingQueued, waitForUse }: ConversationStart) {
  const [started, setStarted] = useState(pickUpNow);
  const start = useCallback(() => setStarted(true), []);
  // A tap that reached the early queue some other way starts it too, and for good.
  if (somethingQueued && !started) setStarted(true);

  useEffect(() => {
    if (started) return;
    let stopped = false;
    if (!waitForUse) {
      // After the frame that shows the page has been painted.
      const frame = requestAnimationFrame(() => setTimeout(() => !stopped && start()));
      return () => {
        stopped = true;
        cancelAnimationFrame(frame);
      };
    }
    queuedChecks(queueOwner())
      .then((checks) => {
        if (!stopped && checks.length > 0) start();
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [started, start, waitForUse]);

  // Not on focus: the page moves focus itself. A screen reader's activation may send only a click.
  const startOnUse = { onPointerDownCapture: start, onKeyDownCapture: start, onClickCapture: start };
  return { started: started || somethingQueued, start, startOnUse };
}
