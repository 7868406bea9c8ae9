import { openDB, type IDBPDatabase } from 'idb';
import type { UploadMetadata, Verdict } from '../contract/classify.ts';
import { mayHoldData, willHoldData } from './device-databases.ts';
import { getProfile } from './session-store.ts';

/**
 * Plant checks made without a network, kept in IndexedDB on this device until their photos are sent.
 * Photos are kept as bytes (not Blobs) so every browser and test double can store them. Any change is
 * announced in this tab and, through a BroadcastChannel, in the other tabs of the app.
 */
export interface QueuedPhoto {
  bytes: ArrayBuffer;
  type: string;
  /** The idempotency key made when the photo was chosen: every try, in any tab, names one upload. */
  key: string;
  /** What the upload says about this photo (source, date, crop, place…), as if sent at once. */
  metadata: UploadMetadata;
  thumbnail: string;
}

/** Where the plant grows, as the farmer said it: a GPS point, a picked place's name and county, or a farm's. */
export interface CheckPlace {
  latitude?: number;
  longitude?: number;
  altitude?: number;
  name?: string;
  county_id?: string;
}

export interface QueuedCheck {
  id: string;
  /** The signed-in user's id, or `guest`: a check is only ever sent as whoever made it. */
  owner: string;
  queuedAt: string;
  photos: QueuedPhoto[];
  crop: string | null;
  place: CheckPlace | null;
  /** What the model on the phone said, to tell the farmer whether the server agrees. */
  onDevice: { label: string; verdict: Verdict } | null;
  /** The classifier's tasks, once every photo is in; null while something is still to send. */
  taskIds: string[] | null;
}

const DB_NAME = 'mimea-upload-queue';
const STORE = 'checks';
const CHANNEL = 'mimea-upload-queue';
const LOCK = 'mimea-upload-queue';
const CHANGED = 'change';

let database: Promise<IDBPDatabase> | null = null;
const here = new EventTarget();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
channel?.addEventListener('message', () => here.dispatchEvent(new Event(CHANGED)));

function open(): Promise<IDBPDatabase> {
  database ??= openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'id' });
    },
  });
  return database;
}

function announce() {
  here.dispatchEvent(new Event(CHANGED));
  channel?.postMessage(CHANGED);
}

/** Whose checks this device sends now. */
export const queueOwner = (): string => getProfile()?.id ?? 'guest';

export async function addQueuedCheck(check: QueuedCheck): Promise<void> {
  willHoldData(DB_NAME);
  await (await open()).put(STORE, check);
  announce();
}

/** This owner's checks, oldest first. */
export async function queuedChecks(owner: string): Promise<QueuedCheck[]> {
  if (!(await mayHoldData(DB_NAME))) return [];
  const all = (await (await open()).getAll(STORE)) as QueuedCheck[];
  return all.filter((check) => check.owner === owner).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/** Changes one check in a single transaction; a check removed meanwhile stays removed. */
export async function updateQueuedCheck(id: string, change: Partial<QueuedCheck>): Promise<void> {
  const tx = (await open()).transaction(STORE, 'readwrite');
  const check = (await tx.store.get(id)) as QueuedCheck | undefined;
  if (check) await tx.store.put({ ...check, ...change, id });
  await tx.done;
  announce();
}

export async function removeQueuedCheck(id: string): Promise<void> {
  await (await open()).delete(STORE, id);
  announce();
}

/** Calls `listener` whenever the queue changes here or in another tab; returns the unsubscribe. */
export function onQueueChange(listener: () => void): () => void {
  here.addEventListener(CHANGED, listener);
  return () => here.removeEventListener(CHANGED, listener);
}

let inTab: Promise<unknown> = Promise.resolve();

/**
 * One sender at a time across tabs (Web Locks, as the token refresh does); where the API is missing,
 * at least one at a time in this tab.
 */
export function withQueueLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(LOCK, task);
  const run = inTab.then(task, task);
  inTab = run.catch(() => undefined);
  return run;
}
