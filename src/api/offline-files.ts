import { LABELS_FILE, MODEL_BASE, offlineModelFiles } from '../ml/model-files.ts';
import { parseModelMetadata } from '../ml/model-metadata.ts';
import { apiBaseUrl } from './api-client.ts';
import { currentLibraryLanguage } from './library.ts';

/**
 * "Download for offline use": the model and its runtime, and the library entries its answers open,
 * put straight into the caches the service worker reads (vite.config.ts names them), so they are there
 * even before the service worker controls the page.
 */
export const MODEL_CACHE = 'mimea-model';
export const LIBRARY_CACHE = 'mimea-library';

export interface OfflineCheckState {
  ready: boolean;
  /** What the files take (cached) or will take to download; null when it cannot be known now. */
  bytes: number | null;
}

const hasCaches = () => typeof caches !== 'undefined';

async function cachedBytes(cache: Cache, url: string): Promise<number | null> {
  const response = await cache.match(url, { ignoreVary: true });
  if (!response) return null;
  const length = Number(response.headers.get('content-length'));
  return length > 0 ? length : (await response.blob()).size;
}

/**
 * The file's size from a one-byte range request: a HEAD answer has no length for files the server
 * compresses, while a range answer names the whole file's size (content-range: bytes 0-0/size).
 */
async function downloadBytes(url: string): Promise<number | null> {
  const response = await fetch(url, { headers: { Range: 'bytes=0-0' }, cache: 'no-store' });
  const whole = Number(response.headers.get('content-range')?.split('/')[1]);
  return response.status === 206 && whole > 0 ? whole : null;
}

const total = (sizes: (number | null)[]) =>
  sizes.some((size) => size === null) ? null : sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0);

/** Whether an offline check can run on this phone now, and its size. */
export async function offlineCheckState(): Promise<OfflineCheckState> {
  if (!hasCaches()) return { ready: false, bytes: null };
  const cache = await caches.open(MODEL_CACHE);
  const files = offlineModelFiles();
  const cached = await Promise.all(files.map((url) => cachedBytes(cache, url)));
  if (cached.every((size) => size !== null)) return { ready: true, bytes: total(cached) };
  // A file already kept (an earlier check fetched it) counts with its kept size.
  const sizes = await Promise.all(
    files.map((url, index) => cached[index] ?? downloadBytes(url).catch(() => null)),
  );
  return { ready: false, bytes: total(sizes) };
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
  const cache = await caches.open(MODEL_CACHE);
  await cache.addAll(offlineModelFiles());
  await cacheLibraryEntries();
  return offlineCheckState();
}
