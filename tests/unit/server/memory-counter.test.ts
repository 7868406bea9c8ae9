import { describe, expect, it } from 'vitest';
import { createMemoryCounter } from '../../../src/server/services/accounts/memory-counter.ts';

/** The request limits' counters on the embedded database (issue 35 §1): fixed windows, as stored ones. */
describe('the in-memory request counter', () => {
  const at = (start: number) => {
    let now = start;
    return { clock: () => new Date(now), pass: (ms: number) => (now += ms) };
  };

  it('counts each hit of a key within its window, and says when the window ends', async () => {
    const time = at(1_000_000);
    const counter = createMemoryCounter(time.clock);
    expect(await counter.count('a', 60_000)).toEqual({ hits: 1, resetAt: 1_060_000 });
    time.pass(59_999);
    expect(await counter.count('a', 60_000)).toEqual({ hits: 2, resetAt: 1_060_000 });
  });

  it('starts a new window once the last has ended', async () => {
    const time = at(1_000_000);
    const counter = createMemoryCounter(time.clock);
    await counter.count('a', 60_000);
    await counter.count('a', 60_000);
    time.pass(60_000);
    expect(await counter.count('a', 60_000)).toEqual({ hits: 1, resetAt: 1_120_000 });
  });

  it('keeps each key to itself', async () => {
    const counter = createMemoryCounter(at(0).clock);
    await counter.count('a', 60_000);
    await counter.count('a', 60_000);
    expect((await counter.count('b', 60_000)).hits).toBe(1);
    expect((await counter.count('a', 60_000)).hits).toBe(3);
  });

  it('counts a key of a long window on after a sweep has dropped the ended short ones', async () => {
    const time = at(0);
    const counter = createMemoryCounter(time.clock);
    await counter.count('hourly', 3_600_000);
    await counter.count('minutely', 60_000);
    // Past the sweep's interval: the minute's window has ended and goes, the hour's stays.
    time.pass(120_000);
    expect((await counter.count('hourly', 3_600_000)).hits).toBe(2);
    expect((await counter.count('minutely', 60_000)).hits).toBe(1);
  });
});
