/**
 * dist/client/first-screens.json, written by the client build (scripts/first-screens) and read by the
 * server: which routes have a page drawn at build time, and the hashes its CSP must allow for their
 * one inline script.
 */
export interface FirstScreens {
  scriptHashes: string[];
  /** Route (`/auth`) → file in the client folder (`auth.html`). */
  pages: Record<string, string>;
}
