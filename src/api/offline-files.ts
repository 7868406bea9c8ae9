import { LABELS_FILE, MODEL_BASE } from '../ml/browser-model-names.ts';
import { offlineModelFiles } from '../ml/model-files.ts';
import { parseModelMetadata } from '../ml/model-metadata.ts';
import { apiBaseUrl } from './api-client.ts';
import { currentLibraryLanguage } from './library.ts';

/**
 * "Download for offline use": what a plant check needs without a network (the model and its runtime,
 * the labels, the reference photos and their credits, the library's pictures and entries), put straight
 * into the caches the service worker reads (vite.config.ts names them), so they are there even before
 * the service worker controls the page.
 */
export const MODEL_CACHE = 'mimea-model';
export const LIBRARY_CACHE = 'mimea-library';
const REFERENCE_PHOTO_CACHE = 'mimea-reference-photos';
const LIBRARY_PICTURE_CACHE = 'mimea-library-pictures';
/** Written by the build (scripts/build/offline-pack.ts): each file of the pack with the bytes it takes. */
const PACK_URL = '/offline-pack.json';

export interface OfflineCheckState {
  ready: boolean;
  /** What the files take on this phone, cached or once downloaded; null when it cannot be known now. */
  bytes: number | null;
}

interface OfflinePack {
  urls: string[];
  bytes: number | null;
}

const hasCaches = () => typeof caches !== 'undefined';

/** The cache the service worker answers a file from. */
const cacheFor = (url: string) =>
  url.startsWith('/reference-photos/')
    ? REFERENCE_PHOTO_CACHE
    : url.startsWith('/library/')
      ? LIBRARY_PICTURE_CACHE
      : MODEL_CACHE;

/**
 * The build's list; the model files this code loads are in it whatever the list says, and without them
 * listed (a development server) the size is unknown rather than wrong.
 */
async function readPack(): Promise<OfflinePack> {
  const listed = await fetch(PACK_URL)
    .then((answer) => (answer.ok ? (answer.json() as Promise<{ files: Record<string, number> }>) : null))
    .catch(() => null);
  const sizes = listed?.files ?? {};
  const urls = [...new Set([...offlineModelFiles(), ...Object.keys(sizes)])];
  const known = urls.every((url) => sizes[url] !== undefined);
  return { urls, bytes: known ? urls.reduce((sum, url) => sum + sizes[url]!, 0) : null };
}

const isCached = async (url: string) =>
  Boolean(await (await caches.open(cacheFor(url))).match(url, { ignoreVary: true }));

/** Whether an offline check can run on this phone now, and what its files take. */
export async function offlineCheckState(): Promise<OfflineCheckState> {
  if (!hasCaches()) return { ready: false, bytes: null };
  const pack = await readPack();
  const cached = await Promise.all(pack.urls.map(isCached));
  return { ready: cached.every(Boolean), bytes: pack.bytes };
}

/** The library entry of every condition the model can name, in the language on screen. */
async function cacheLibraryEntries(): Promise<void> {
  const labels = await fetch(`${MODEL_BASE}${LABELS_FILE}`);
  if (!labels.ok) throw new Error('model labels are not available');
  const slugs = new Set(parseModelMetadata(await labels.json()).labels.map((entry) => entry.slug));
  const lang = currentLibraryLanguage();
  const cache = await caches.open(LIBRARY_CACHE);
  // "Not a plant" has no entry; one missing entry must not undo the others.
  await Promise.allSettled(
    [...slugs].map((slug) => cache.add(`${apiBaseUrl}pest/${encodeURIComponent(slug)}/?lang=${lang}`)),
  );
}

export async function downloadForOffline(): Promise<OfflineCheckState> {
  if (!hasCaches()) throw new Error('this browser cannot keep files for offline use');
  const { urls } = await readPack();
  await Promise.all(urls.map(async (url) => (await caches.open(cacheFor(url))).add(url)));
  await cacheLibraryEntries();
  return offlineCheckState();
}
