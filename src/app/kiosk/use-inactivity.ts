import { useEffect, useState } from 'react';
import { ACTIVITY_EVENT } from '../../chat/read-aloud.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'input', 'wheel'] as const;
const TICK_MS = 250;

/**
 * Idle time on a shared device: a warning after warnMs without activity, `onExpire` after resetMs.
 * Any activity, including during the warning, starts the count again.
 */
export function useInactivity(warnMs: number, resetMs: number, onExpire: () => void) {
  const [lastActivity, setLastActivity] = useState(Date.now);
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    const touch = () => setLastActivity(Date.now());
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, touch, { passive: true, capture: true });
    window.addEventListener(ACTIVITY_EVENT, touch);
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch, { capture: true });
      window.removeEventListener(ACTIVITY_EVENT, touch);
      clearInterval(tick);
    };
  }, []);

  const idle = Math.max(0, now - lastActivity);
  const expired = idle >= resetMs;
  useEffect(() => {
    if (expired) onExpire();
  }, [expired, onExpire]);

  return { warning: idle >= warnMs, secondsLeft: Math.ceil(Math.max(0, resetMs - idle) / 1000) };
}
