import { useCallback, useState } from 'react';

const PREFIX = 'mimea.staff.draft.';

/** Session storage can be refused (a private window, a full quota): the draft then lives in memory only. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Text staff type that has not gone out yet, kept in this tab's session storage under `key` (the
 * booking's id and the box): a reload, a crash or a new sign-in keeps it, and closing the tab ends it.
 * Emptying the box (as sending does) forgets it.
 */
export function useStaffDraft(key: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => storage()?.getItem(PREFIX + key) ?? '');
  const update = useCallback(
    (next: string) => {
      setText(next);
      try {
        if (next) storage()?.setItem(PREFIX + key, next);
        else storage()?.removeItem(PREFIX + key);
      } catch {
        // Not kept across a reload, but still in the box.
      }
    },
    [key],
  );
  return [text, update];
}

/** Signing out forgets every draft, so the next person at a shared desk does not find them. */
export function forgetStaffDrafts() {
  const kept = storage();
  if (!kept) return;
  for (const key of Object.keys(kept)) if (key.startsWith(PREFIX)) kept.removeItem(key);
}
