import { openDB, type IDBPDatabase } from 'idb';
import { mayHoldData, willHoldData } from '../api/device-databases.ts';
import type { ChatMessage } from '../conversation/chat-message.ts';
import { noteConversationsForgotten, noteConversationStored } from './stored-conversation-hint.ts';

/**
 * The transcript survives reloads and lost connections: kept per user in IndexedDB on this device
 * (a few hundred messages at most), cleared by "start over", sign-out, a kiosk's next customer, or account deletion.
 */
const DB_NAME = 'mimea';
const STORE = 'transcripts';
const KEEP_LAST = 300;

let database: Promise<IDBPDatabase> | null = null;

function open(): Promise<IDBPDatabase> {
  database ??= openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  });
  return database;
}

export const GUEST = 'guest';

export async function loadTranscript(owner: string): Promise<ChatMessage[]> {
  try {
    if (!(await mayHoldData(DB_NAME))) return [];
    const saved: unknown = await (await open()).get(STORE, owner);
    noteConversationStored(owner, Array.isArray(saved) && saved.length > 0);
    return Array.isArray(saved) ? (saved as ChatMessage[]) : [];
  } catch {
    // Private browsing or a full disk: the chat still works, it just starts fresh.
    return [];
  }
}

export async function saveTranscript(owner: string, messages: ChatMessage[]): Promise<void> {
  try {
    willHoldData(DB_NAME);
    await (await open()).put(STORE, messages.slice(-KEEP_LAST), owner);
    noteConversationStored(owner, messages.length > 0);
  } catch {
    // Same as above: persistence is a convenience, never a reason to break the conversation.
  }
}

export async function clearTranscripts(): Promise<void> {
  try {
    if (!(await mayHoldData(DB_NAME))) return;
    await (await open()).clear(STORE);
    noteConversationsForgotten();
  } catch {
    // Nothing stored, nothing to clear.
  }
}
