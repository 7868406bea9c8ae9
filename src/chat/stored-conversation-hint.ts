/**
 * Whose conversation this device keeps in IndexedDB (transcript-store.ts), noted in local storage
 * too: one entry per owner, `<prefix><owner>`. The inline script of the page drawn at build time for
 * `/` (scripts/first-screens/choose-first-screen.js) must decide before the first paint whether the
 * signed-in person sees the drawn greeting or their own conversation, and cannot wait for IndexedDB.
 *
 * The transcript alone tells: the assistant saves it with every change, so a flow saved half way
 * (flow-store.ts) always comes with one. Each read and write of the transcripts notes what it found or
 * left, so a device that kept them before this note existed is noted at its first visit to `/`.
 * Where the note is wrong, the drawing is only shown or dropped wrongly: `/`'s loader reads the stores.
 */
export const STORED_CONVERSATION_PREFIX = 'mimea.transcript:';

/** Notes whether `owner`'s transcript is stored now. */
export function noteConversationStored(owner: string, stored: boolean): void {
  const entry = STORED_CONVERSATION_PREFIX + owner;
  try {
    if (stored) localStorage.setItem(entry, '');
    else localStorage.removeItem(entry);
  } catch {
    // Storage off or full: the drawn page then shows the greeting, and the app replaces it if need be.
  }
}

/** Notes that no transcript is stored any more. Called once they are cleared, inside the store's `try`. */
export function noteConversationsForgotten(): void {
  for (const entry of Object.keys(localStorage)) {
    if (entry.startsWith(STORED_CONVERSATION_PREFIX)) localStorage.removeItem(entry);
  }
}
