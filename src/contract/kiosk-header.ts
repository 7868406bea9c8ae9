/**
 * Sent as `1` on every request from a kiosk tablet (a shop's shared device): the server cannot tell
 * one by itself, and keeps private answers such as owner photos out of that device's cache. Kept apart
 * from kiosk.ts so the client's first screens need no zod to name it.
 */
export const KIOSK_HEADER = 'x-mimea-kiosk';
