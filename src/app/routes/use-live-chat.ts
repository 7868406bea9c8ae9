import { useCallback, useState } from 'react';
import type { ConversationEvent } from '../../conversation/flow-protocol.ts';
import { EarlyEvents, type LiveChat } from './live-chat.ts';

/**
 * A page's one chat: what the person does before the conversation's code has arrived waits in `early`
 * (and shows as busy); once the conversation reports itself through `setLive`, it takes everything.
 */
export function useLiveChat() {
  const [early] = useState(() => new EarlyEvents());
  const [waiting, setWaiting] = useState(false);
  const queue = useCallback(
    (event: ConversationEvent) => {
      early.send(event);
      setWaiting(true);
    },
    [early],
  );
  const [live, setLive] = useState<LiveChat | null>(null);
  return { early, live, setLive, send: live?.send ?? queue, busy: live ? live.busy : waiting };
}
