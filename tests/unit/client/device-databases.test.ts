import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayHoldData, willHoldData } from '../../../src/api/device-databases.ts';
import { queuedChecks } from '../../../src/api/upload-queue.ts';
import { forgetFlows, loadFlow, saveFlow } from '../../../src/chat/flow-store.ts';
import { clearTranscripts, loadTranscript } from '../../../src/chat/transcript-store.ts';

/** A database written to as a version of the app from before the notes did, or another tab does. */
async function createDatabase(name: string): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('things');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  db.close();
}

const databaseNames = async () => (await indexedDB.databases()).map(({ name }) => name);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the databases this device has written to', () => {
  // First in the file: IndexedDB outlives each test, localStorage does not (setup.ts).
  it('lets a first visit read its stores without creating a single database', async () => {
    const open = vi.spyOn(indexedDB, 'open');
    expect(await loadFlow('guest', 'auth')).toBeNull();
    expect(await loadTranscript('guest')).toEqual([]);
    expect(await queuedChecks('guest')).toEqual([]);
    await forgetFlows();
    await clearTranscripts();
    await saveFlow('guest', 'auth', null);
    expect(open).not.toHaveBeenCalled();
    expect(await databaseNames()).toEqual([]);
  });

  it('reads back what was saved, from the next visit on as well', async () => {
    await saveFlow('guest', 'auth', { value: 'registration' });
    expect(await loadFlow('guest', 'auth')).toEqual({ value: 'registration' });
    expect(await mayHoldData('mimea-flows')).toBe(true);
    expect(await mayHoldData('mimea')).toBe(false);
  });

  it('still finds what a device stored before the notes were kept', async () => {
    await createDatabase('stored-before-notes');
    expect(await mayHoldData('stored-before-notes')).toBe(true);
    expect(await mayHoldData('never-written')).toBe(false);
    expect(await databaseNames()).not.toContain('never-written');
  });

  it('sees a write another tab has just noted', async () => {
    expect(await mayHoldData('written-in-another-tab')).toBe(false);
    // What the other tab's willHoldData leaves in the shared localStorage.
    localStorage.setItem('mimea.database.written-in-another-tab', '1');
    expect(await mayHoldData('written-in-another-tab')).toBe(true);
  });

  it('opens every database where nothing can be noted (storage off)', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await createDatabase('storage-off');
    expect(await mayHoldData('storage-off')).toBe(true);
    expect(await mayHoldData('not-there')).toBe(false);
  });

  it('asks IndexedDB again once a note could not be kept (storage full)', async () => {
    expect(await mayHoldData('written-while-full')).toBe(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    willHoldData('written-while-full');
    await createDatabase('written-while-full');
    expect(await mayHoldData('written-while-full')).toBe(true);
  });

  it('opens every database in a browser that cannot list them', async () => {
    vi.spyOn(indexedDB, 'databases').mockRejectedValue(new TypeError('not supported'));
    expect(await mayHoldData('anything')).toBe(true);
  });
});
