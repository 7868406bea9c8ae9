import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');
/**
 * Everything the client bundle is made from, the drawings of the first screens and their inline script
 * (scripts/first-screens) and the build's own steps (scripts/build) included; a change to any of it
 * calls for a rebuild.
 */
const CLIENT_SOURCES = [
  'src',
  'locales',
  'public',
  'scripts/first-screens',
  'scripts/build',
  'index.html',
  'vite.config.ts',
  'package.json',
];
const SERVER_ONLY = new Set(
  ['src/server', 'src/ml/training'].map((folder) => path.join(projectRoot, folder)),
);

/** The newest file time in a folder tree: its entries say which are folders, so only files are read with stat. */
function newestInFolder(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (!entry.isDirectory()) newest = Math.max(newest, statSync(entryPath).mtimeMs);
    else if (!SERVER_ONLY.has(entryPath)) newest = Math.max(newest, newestInFolder(entryPath));
  }
  return newest;
}

function newestChange(entry: string): number {
  const stats = statSync(entry);
  return stats.isDirectory() ? newestInFolder(entry) : stats.mtimeMs;
}

function sourcesStamp(): string {
  const newest = CLIENT_SOURCES.map((entry) => path.join(projectRoot, entry))
    .filter((entry) => existsSync(entry))
    .reduce((latest, entry) => Math.max(latest, newestChange(entry)), 0);
  return `${newest}:${process.env.VITE_API_HOST ?? ''}`;
}

/** Marks the client build in `clientDir` as made from the sources as they are now. */
export function stampClientBuild(clientDir: string): void {
  writeFileSync(path.join(clientDir, '.sources-stamp'), sourcesStamp());
}

/**
 * `npm start` on a fresh clone (or after a pull) builds the client first, so there is no separate
 * build step to forget; an up-to-date build is reused and costs only a walk over file times.
 */
export async function ensureClientBuild(clientDir: string): Promise<void> {
  const stampFile = path.join(clientDir, '.sources-stamp');
  const stamp = sourcesStamp();
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (built === stamp) return;
  console.log('Building the client (first start or changed sources)…');
  const { build } = await import('vite');
  await build({ root: projectRoot, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
  writeFileSync(stampFile, stamp);
}
