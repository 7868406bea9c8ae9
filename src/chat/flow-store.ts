import { openDB, type IDBPDatabase } from 'idb';

/**
 * The flow a person was in the middle of (a plant check's crop and photos, the answers of a
 * registration), kept on this device so that a reload, or signing in again after the session ran
 * out, picks it up where it was. One entry per owner (a user's id, or the anonymous device session)
 * and conversation. Stored in IndexedDB, so photos stay Blobs; never a password, code or token (the
 * machines strip those before saving). Forgotten on sign-out, on another account signing in, and
 * between kiosk customers.
 */
const DB_NAME = 'mimea-flows';
const STORE = 'flows';

let database: Promise<IDBPDatabase> | null = null;

function open(): Promise<IDBPDatabase> {
  database ??= openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  });
  return database;
}

export type Conversation = 'assistant' | 'auth';

const keyOf = (owner: string, conversation: Conversation) => `${owner}/${conversation}`;

export async function loadFlow(owner: string, conversation: Conversation): Promise<unknown> {
  try {
    return (await (await open()).get(STORE, keyOf(owner, conversation))) ?? null;
  } catch {
    // Private browsing or a full disk: the conversation starts at its menu, as before.
    return null;
  }
}

/** Keeps the flow's state, or forgets it (`null`) once nothing is in progress. */
export async function saveFlow(
  owner: string,
  conversation: Conversation,
  state: object | null,
): Promise<void> {
  try {
    const db = await open();
    if (state) await db.put(STORE, state, keyOf(owner, conversation));
    else await db.delete(STORE, keyOf(owner, conversation));
  } catch {
    // A state that cannot be stored only costs the resume after a reload.
  }
}

/** Forgets every saved flow, or every one but this owner's (another account signed in on this device). */
export async function forgetFlows(keepOwner?: string): Promise<void> {
  try {
    const db = await open();
    const keys = (await db.getAllKeys(STORE)).map(String);
    const gone = keepOwner === undefined ? keys : keys.filter((key) => !key.startsWith(`${keepOwner}/`));
    await Promise.all(gone.map((key) => db.delete(STORE, key)));
  } catch {
    // Nothing stored, nothing to forget.
  }
}
