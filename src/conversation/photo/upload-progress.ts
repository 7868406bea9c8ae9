import { useSyncExternalStore } from 'react';

/**
 * Live upload progress by upload id. Progress changes many times a second and means nothing after a
 * reload, so it lives here in memory rather than in the stored transcript; the upload card reads it.
 */
const progress = new Map<string, number>();
const listeners = new Set<() => void>();

export function reportUploadProgress(uploadId: string, fraction: number): void {
  progress.set(uploadId, Math.max(0, Math.min(1, fraction)));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The fraction sent so far, or null when this page did not send it (e.g. after a reload). */
export function useUploadProgress(uploadId: string): number | null {
  return useSyncExternalStore(subscribe, () => progress.get(uploadId) ?? null);
}
