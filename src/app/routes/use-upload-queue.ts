import { useEffect } from 'react';
import { onQueueChange, queueOwner } from '../../api/upload-queue.ts';
import type { FlowStart } from '../../machines/assistant/assistant-machine.ts';
import { drainQueue } from '../../machines/flows/diagnosis/queued-diagnosis.ts';
import { coalesced } from './coalesced-runs.ts';

/** While photos wait and the browser thinks it is online, try again this often (patchy 3G says "online" too soon). */
const RETRY_MS = 60_000;

/**
 * Sends the plant checks queued offline and resumes each one's diagnosis in the chat: when the page
 * opens, when the network returns, when the queue changes (here or in another tab), when the chat is
 * free again (`onFree`, where the page can tell) and every minute. `resume` says whether the chat
 * took the check (it does not while another flow runs).
 */
export function useUploadQueue(
  resume: (start: FlowStart) => boolean,
  onFree?: (listener: () => void) => () => void,
) {
  useEffect(() => {
    let stopped = false;
    const drain = coalesced(async () => {
      if (stopped) return;
      await drainQueue(
        queueOwner(),
        (pending) => !stopped && resume({ flow: 'diagnosis', input: { resume: pending } }),
      );
    });
    drain();
    window.addEventListener('online', drain);
    const unwatch = onQueueChange(drain);
    const timer = setInterval(drain, RETRY_MS);
    const unfree = onFree?.(drain);
    return () => {
      stopped = true;
      unfree?.();
      window.removeEventListener('online', drain);
      unwatch();
      clearInterval(timer);
    };
  }, [resume, onFree]);
}
