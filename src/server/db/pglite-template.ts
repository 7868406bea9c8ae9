import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * A new embedded database spent most of the server's first start in initdb, the migrations, loading
 * the reference data and creating the job queue's tables. `npm run build` makes that first start once
 * (src/server/make-pglite-template.ts) and keeps the closed database folder; a new data folder starts
 * as a plain copy of it, which PGlite opens like any existing database. Later migrations and changed
 * reference data are still applied by the start as usual. Without the folder, PGlite runs initdb.
 */
export const PGLITE_TEMPLATE = path.resolve(import.meta.dirname, '../../../dist/server/pglite-template');

const isTemplate = (folder: string) => existsSync(path.join(folder, 'PG_VERSION'));

/** The template folder to start an empty data folder from, or undefined for an existing database. */
export function pgliteTemplateFor(dataDir: string, template = PGLITE_TEMPLATE): string | undefined {
  const fresh = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  return fresh && isTemplate(template) ? template : undefined;
}

/**
 * A synchronous copy of the folder tree, run on a thread of its own. On libuv's thread pool (four
 * threads, hundreds of files queued at once) it held back the reading of the server's own modules,
 * which goes through the same pool, and the start stood idle for a quarter of its time; copied on the
 * main thread, the module loading waited for it instead. Where the file system can share a file's
 * blocks until they change (Btrfs, XFS, APFS), a file costs no copying at all.
 */
const COPY_FOLDER_SCRIPT = `
const fs = require('node:fs');
const { workerData } = require('node:worker_threads');
fs.cpSync(workerData.from, workerData.to, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
`;

function copyFolder(from: string, to: string): Promise<void> {
  const worker = new Worker(COPY_FOLDER_SCRIPT, { eval: true, workerData: { from, to } });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`copying ${from} ended with ${code}`)),
    );
  });
}

/**
 * Copies the template into the (empty or missing) data folder. The copy is made beside it and moved
 * in whole, so a start cut short leaves no half-copied database behind.
 */
export async function copyPgliteTemplate(template: string, dataDir: string): Promise<void> {
  const partial = `${dataDir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await copyFolder(template, partial);
  if (existsSync(dataDir)) await rmdir(dataDir);
  await rename(partial, dataDir);
}

/**
 * Makes the template: `prepare` gets an empty folder, opens a database there, does what a first start
 * does and closes it. The result replaces the old template only once it is complete.
 */
export async function writePgliteTemplate(
  prepare: (dataDir: string) => Promise<void>,
  template = PGLITE_TEMPLATE,
): Promise<void> {
  const building = `${template}.building`;
  rmSync(building, { recursive: true, force: true });
  // The old template must not seed the new one: it is made from an empty folder by initdb.
  rmSync(template, { recursive: true, force: true });
  await prepare(building);
  if (!isTemplate(building)) throw new Error(`no database was made in ${building}`);
  renameSync(building, template);
}
