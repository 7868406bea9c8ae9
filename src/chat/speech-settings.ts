import { useSyncExternalStore } from 'react';
import type { SpeechRate } from './read-aloud.ts';

const KEY = 'mimea.speech_rate';
const listeners = new Set<() => void>();

export function getSpeechRate(): SpeechRate {
  return localStorage.getItem(KEY) === 'normal' ? 'normal' : 'slow';
}

export function setSpeechRate(rate: SpeechRate): void {
  localStorage.setItem(KEY, rate);
  for (const listener of listeners) listener();
}

/** The reading speed, remembered on the device; slow by default for first-time listeners. */
export function useSpeechRate(): SpeechRate {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSpeechRate,
    () => 'slow' as const,
  );
}
