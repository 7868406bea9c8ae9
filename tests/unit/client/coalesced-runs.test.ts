import { describe, expect, it } from 'vitest';
import { coalesced } from '../../../src/app/routes/coalesced-runs.ts';

/** A run that stays open until `finish()`: the test decides when each attempt ends. */
function heldRuns() {
  const finishers: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const run = () =>
    new Promise<void>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      finishers.push(() => {
        running -= 1;
        resolve();
      });
    });
  return { run, finishers, most: () => most };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalesced runs (the offline queue drain)', () => {
  it('runs once more after a call that came during a run, never two at once', async () => {
    const held = heldRuns();
    const drain = coalesced(held.run);
    drain();
    drain(); // the network came back while the first, offline attempt was still giving up
    drain();
    expect(held.finishers).toHaveLength(1);
    held.finishers[0]!();
    await settle();
    expect(held.finishers).toHaveLength(2);
    held.finishers[1]!();
    await settle();
    expect(held.finishers).toHaveLength(2);
    expect(held.most()).toBe(1);
  });

  it('keeps going after a failed run', async () => {
    let calls = 0;
    const drain = coalesced(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Network Error');
    });
    drain();
    await settle();
    drain();
    await settle();
    expect(calls).toBe(2);
  });
});
