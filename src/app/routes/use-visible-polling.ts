import { useEffect } from 'react';

/**
 * Calls `poll` every `intervalMs` while the page is visible, and at once when it becomes visible again or
 * the device comes back online: what others changed meanwhile shows without a reload, and a phone in a
 * pocket or a background tab spends no data on it.
 */
export function useVisiblePolling(poll: () => void, intervalMs: number) {
  useEffect(() => {
    let timer: number | undefined;
    const visible = () => document.visibilityState === 'visible';
    const schedule = () => {
      window.clearInterval(timer);
      timer = visible() ? window.setInterval(poll, intervalMs) : undefined;
    };
    const onVisibility = () => {
      if (visible()) poll();
      schedule();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', poll);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', poll);
    };
  }, [poll, intervalMs]);
}
