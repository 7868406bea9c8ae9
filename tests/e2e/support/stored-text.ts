import type { Page } from '@playwright/test';

/**
 * Everything the page keeps on the device, as one string to search: web storage, every IndexedDB store
 * and the text answers in the service worker's runtime caches. The app's own files are left out: they
 * are the build's precache, the same on every device and holding nobody's words, which Workbox keeps
 * in one cache named `workbox-precache-v2-<scope>` (workbox-core's cacheNames).
 */
export function storedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        parts.push(JSON.stringify(rows));
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache-')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        if (response && /json|text|javascript/.test(type)) parts.push(await response.text());
      }
    }
    return parts.join('\n');
  });
}
