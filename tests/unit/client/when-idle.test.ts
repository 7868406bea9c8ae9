import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../src/chat/when-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('work for the next idle moment', () => {
  it('waits for the browser to be idle, and not at all once cancelled', () => {
    const waiting = new Map<number, () => void>();
    vi.stubGlobal(
      'requestIdleCallback',
      (callback: () => void) => waiting.set(waiting.size + 1, callback).size,
    );
    vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
    const kept = vi.fn();
    const cancelled = vi.fn();
    whenIdle(kept);
    whenIdle(cancelled)();
    expect(kept).not.toHaveBeenCalled();
    for (const callback of waiting.values()) callback();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs in a task of its own where the browser has no idle callbacks (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const kept = vi.fn();
    const cancelled = vi.fn();
    whenIdle(kept);
    whenIdle(cancelled)();
    expect(kept).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
