let kioskTablet = false;

/**
 * Kiosk mode (app/kiosk) says here whether this device is a shop's shared tablet; the API client then
 * marks every request with `KIOSK_HEADER`, so the server keeps private answers out of its cache.
 */
export function markKioskTablet(on: boolean): void {
  kioskTablet = on;
}

export function isKioskTablet(): boolean {
  return kioskTablet;
}
