/**
 * Which of the app's IndexedDB databases this device has ever written to, noted in localStorage. A
 * store reads nothing from a database never written to: opening it would create it, a long task on a
 * slow phone at the moment a first visitor's screen comes alive (issue 16), only to find it empty.
 *
 * One key per database, set before its first write and never removed by a reader, so two tabs cannot
 * undo each other's note. Until the notes are known to be complete (a first visit, or a device that
 * stored things before they were kept), IndexedDB is asked which databases exist, which creates none.
 */
const NOTES_COMPLETE = 'mimea.databases-noted';
const noteOf = (database: string) => `mimea.database.${database}`;

function readNote(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage off: nothing is known, so every database is asked about.
    return null;
  }
}

function writeNote(key: string): boolean {
  try {
    localStorage.setItem(key, '1');
    return true;
  } catch {
    return false;
  }
}

/** The databases that exist now, or null where the browser cannot list them. */
async function existingDatabases(): Promise<string[] | null> {
  try {
    return (await indexedDB.databases()).flatMap(({ name }) => (name ? [name] : []));
  } catch {
    return null;
  }
}

/** Whether `database` may hold something: false only where this device surely never wrote to it. */
export async function mayHoldData(database: string): Promise<boolean> {
  if (readNote(noteOf(database)) !== null) return true;
  if (readNote(NOTES_COMPLETE) !== null) return false;
  const existing = await existingDatabases();
  // A browser that cannot list its databases opens each one, as before the notes.
  if (!existing) return true;
  if (existing.every((name) => writeNote(noteOf(name)))) writeNote(NOTES_COMPLETE);
  // A write another tab noted meanwhile counts too: its database may not have been listed yet.
  return existing.includes(database) || readNote(noteOf(database)) !== null;
}

/** Called before a write, so that no reader, in this tab or another, passes the data by. */
export function willHoldData(database: string): void {
  if (writeNote(noteOf(database))) return;
  // The note could not be kept (storage full or off): the notes are no longer complete, so readers ask.
  try {
    localStorage.removeItem(NOTES_COMPLETE);
  } catch {
    // Storage off: no note says the notes are complete.
  }
}
