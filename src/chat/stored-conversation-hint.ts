/**
 * What the conversation stores (transcript-store.ts, flow-store.ts) keep in IndexedDB, noted in local
 * storage too. The inline script of the page drawn at build time for `/`
 * (scripts/first-screens/choose-first-screen.js) must decide before the first paint whether the
 * signed-in person sees the drawn greeting or their own conversation, and cannot wait for IndexedDB.
 *
 * The note is a JSON list of `transcript:<owner>` and `flow:<owner>/<conversation>` entries, the stores'
 * own keys. Each read and write of the stores notes what it found or left, so a device that stored
 * conversations before this note existed is noted at its first visit to `/`. Where the note is wrong,
 * the drawing is only shown or dropped wrongly: `/`'s loader reads the stores and decides.
 */
export const STORED_CONVERSATIONS_KEY = 'mimea.stored_conversations';

export type HintedStore = 'transcript' | 'flow';

function readEntries(): string[] {
  try {
    const entries: unknown = JSON.parse(localStorage.getItem(STORED_CONVERSATIONS_KEY) ?? '[]');
    return Array.isArray(entries) ? entries.filter((entry) => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function writeEntries(entries: string[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(STORED_CONVERSATIONS_KEY);
    else localStorage.setItem(STORED_CONVERSATIONS_KEY, JSON.stringify(entries));
  } catch {
    // Storage off or full: the drawn page then shows the greeting, and the app replaces it if need be.
  }
}

/** Notes whether `store` holds something under `key` now. */
export function noteStored(store: HintedStore, key: string, stored: boolean): void {
  const entry = `${store}:${key}`;
  const others = readEntries().filter((existing) => existing !== entry);
  writeEntries(stored ? [...others, entry] : others);
}

/** Notes that `store` holds nothing any more, but for the keys `kept` says stay. */
export function noteForgotten(store: HintedStore, kept: (key: string) => boolean = () => false): void {
  const prefix = `${store}:`;
  writeEntries(
    readEntries().filter((entry) => !entry.startsWith(prefix) || kept(entry.slice(prefix.length))),
  );
}
