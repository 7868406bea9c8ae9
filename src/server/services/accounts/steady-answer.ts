import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Answers after the same time whatever the work would find, so the answer's timing cannot tell which
 * accounts exist (a known account's reset request does more writes than an unknown one's). The work
 * starts once the answer has gone out: run alongside it, those writes held back a known account's
 * answer on a busy machine (PGlite runs on the main thread). With a floor of 0 the answer waits for
 * the work instead (tests read its results).
 */
export async function steadyAnswer(
  response: ServerResponse,
  startedAt: number,
  floorMs: number,
  work: () => Promise<void>,
  onError: (error: unknown) => void,
): Promise<void> {
  if (floorMs <= 0) return work().catch(onError);
  await sleep(Math.max(0, startedAt + floorMs - performance.now()));
  // 'close' comes after the last byte is handed over, or when the caller hung up: the work runs either way.
  response.once('close', () => setImmediate(() => void work().catch(onError)));
}
