import { markKioskTablet } from '../../api/kiosk-tablet.ts';

/**
 * Kiosk mode for a shop's shared tablet (ARCHITECTURE.md): turned on by `?kiosk=1`, remembered on the
 * device until staff turn it off with their PIN. Timings may be shortened through the URL (for staff
 * demonstrations and tests) but never lengthened.
 */
export const KIOSK_STORAGE_KEY = 'mimea.kiosk';
export const KIOSK_WARN_MS = 90_000;
export const KIOSK_RESET_MS = 120_000;

/** Turns kiosk mode on when the URL asks for it; answers whether this page runs in kiosk mode. */
export function enableKioskFromUrl(search: string = window.location.search): boolean {
  if (new URLSearchParams(search).get('kiosk') === '1') localStorage.setItem(KIOSK_STORAGE_KEY, '1');
  markKioskTablet(isKiosk());
  return isKiosk();
}

export function isKiosk(): boolean {
  return localStorage.getItem(KIOSK_STORAGE_KEY) === '1';
}

export function disableKiosk(): void {
  localStorage.removeItem(KIOSK_STORAGE_KEY);
  localStorage.removeItem(KIOSK_DEVICE_KEY);
  markKioskTablet(false);
}

const KIOSK_DEVICE_KEY = 'mimea.kiosk-device';

/**
 * The tablet's id for the staff PIN, kept across customers (unlike the upload token): the server counts
 * wrong tries per tablet and address, so a stranger's guesses elsewhere never lock this shop out.
 */
export function kioskDevice(): string {
  let id = localStorage.getItem(KIOSK_DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(KIOSK_DEVICE_KEY, id);
  }
  return id;
}

function shortened(name: string, fallback: number, search: string): number {
  const value = Number(new URLSearchParams(search).get(name));
  return Number.isFinite(value) && value > 0 ? Math.min(value, fallback) : fallback;
}

export function kioskTimings(search: string = window.location.search) {
  const resetMs = shortened('kiosk_reset_ms', KIOSK_RESET_MS, search);
  const warnMs = Math.min(shortened('kiosk_warn_ms', KIOSK_WARN_MS, search), resetMs);
  return { warnMs, resetMs };
}
