import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'mimea.lock';

/** Another live process holds the embedded database. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}): the server is running. ` +
        'Stop it, or use the staff page (/staff) or the API instead. ' +
        'With DATABASE_URL (PostgreSQL), several processes can share one database.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite keeps the whole database in one process's memory and writes it back on its own schedule: a
 * second process on the same folder sees old data and its writes are lost when the first one saves.
 * So the folder is claimed with a lock file naming the owner's pid; a second process fails at once
 * with a message that says what to do, and a lock left by a crashed process is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not claim ${file}`);
}
