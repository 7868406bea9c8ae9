import { useEffect } from 'react';

/** Keys that press a control marked with the same `data-shortcut`; J and K move through the queue. */
const PRESSED = new Set(['c', 'u', 'r', 'y']);
const FOCUSED = new Set(['a']);

/** A key typed into a field is text, never a shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The desk's keyboard shortcuts: J / K next and previous booking, C called, U no answer, R resolved,
 * A to the answer box, Y to confirm the photo check. Only with no modifier, outside text fields and
 * while no dialog (lightbox, sign-in) is open.
 */
export function useStaffShortcuts(move: (step: 1 | -1) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      const key = event.key.toLowerCase();
      const control = document.querySelector<HTMLElement>(`[data-shortcut="${key}"]`);
      if (key === 'j' || key === 'k') move(key === 'j' ? 1 : -1);
      else if (PRESSED.has(key) && control && !(control as HTMLButtonElement).disabled) control.click();
      else if (FOCUSED.has(key) && control) control.focus();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [move]);
}
