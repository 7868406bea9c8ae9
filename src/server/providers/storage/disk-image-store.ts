import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageKey, type ImageStore } from './image-store.ts';

/** Photos on local disk under their content-addressed keys (`uploads/ab/abcdef….jpg`). */
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
