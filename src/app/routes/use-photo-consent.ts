import { useEffect, useSyncExternalStore } from 'react';
import { fetchPhotoConsent, savePhotoConsent } from '../../api/photo-consent.ts';

/** `undefined` while not known (loading, or offline): nothing is asked or shown then. */
let known: boolean | null | undefined;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const publish = (value: boolean | null | undefined) => {
  known = value;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The farmer's photo consent, shared by the question after their first photo and the settings switch,
 * so answering one shows in the other. Asked of the server once per page.
 */
export function usePhotoConsent() {
  const allowed = useSyncExternalStore(subscribe, () => known);
  useEffect(() => {
    loading ??= fetchPhotoConsent()
      .then(publish)
      .catch(() => {
        loading = null;
      });
  }, []);
  const save = async (value: boolean) => publish(await savePhotoConsent(value));
  return { allowed, save };
}
