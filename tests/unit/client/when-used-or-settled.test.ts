import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenUsedOrSettled } from '../../../src/app/when-used-or-settled.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** An idle queue the test empties itself, as a browser does once it has nothing else to do. */
function idleQueue() {
  const waiting = new Map<number, () => void>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    next += 1;
    waiting.set(next, callback);
    return next;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  return () => {
    for (const [id, callback] of waiting) {
      waiting.delete(id);
      callback();
    }
  };
}

describe('work that waits for the first use or a settled page', () => {
  it('runs once the wait is over and the browser is idle', () => {
    vi.useFakeTimers();
    const runIdle = idleQueue();
    const work = vi.fn();
    whenUsedOrSettled(work, 1000);
    vi.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
    runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs when cancelled while it waits for the idle moment', () => {
    vi.useFakeTimers();
    const runIdle = idleQueue();
    const work = vi.fn();
    const cancel = whenUsedOrSettled(work, 1000);
    vi.advanceTimersByTime(1000);
    cancel();
    runIdle();
    window.dispatchEvent(new Event('keydown'));
    expect(work).not.toHaveBeenCalled();
  });

  it('runs at the first tap, once', () => {
    vi.useFakeTimers();
    const runIdle = idleQueue();
    const work = vi.fn();
    whenUsedOrSettled(work, 1000);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(1000);
    runIdle();
    window.dispatchEvent(new Event('pointerdown'));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
