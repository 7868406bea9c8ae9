import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredImage {
  key: string;
  /** False when the same bytes were stored before; then nothing may be removed on a later failure. */
  created: boolean;
}

/**
 * Photos on local disk, content-addressed (`uploads/ab/abcdef….jpg`): the same cleaned bytes are kept
 * once, and a name never says who sent them.
 */
export interface ImageStore {
  put(sha256: string, data: Buffer): Promise<StoredImage>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/** The content-addressed name of a photo, the same on disk and in a bucket. */
export function imageKey(sha256: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('not a sha-256 hex digest');
  return `${sha256.slice(0, 2)}/${sha256}.jpg`;
}

export function createImageStore(uploadsDir: string): ImageStore {
  const fileFor = (key: string) => path.join(uploadsDir, key);
  return {
    async put(sha256, data) {
      const key = imageKey(sha256);
      const file = fileFor(key);
      if (existsSync(file)) return { key, created: false };
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a crash never leaves half a photo under its final name.
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, data, { mode: 0o640 });
      await rename(partial, file);
      return { key, created: true };
    },
    get: (key) => readFile(fileFor(key)),
    remove: (key) => rm(fileFor(key), { force: true }),
  };
}
