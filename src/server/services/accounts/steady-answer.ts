import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Answers after the same time whatever the work found, so the answer's timing cannot tell which
 * accounts exist (a known account's reset request does more writes than an unknown one's). The work
 * starts at once; the answer comes `floorMs` after the request began, and work that takes longer
 * finishes after the answer. With a floor of 0 the answer waits for the work (tests read its results).
 */
export async function steadyAnswer(
  startedAt: number,
  floorMs: number,
  work: Promise<void>,
  onError: (error: unknown) => void,
): Promise<void> {
  const done = work.catch(onError);
  if (floorMs <= 0) return done;
  await sleep(Math.max(0, startedAt + floorMs - performance.now()));
}
