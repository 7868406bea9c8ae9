import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');
/** Everything the client bundle is made from; a change to any of it calls for a rebuild. */
const CLIENT_SOURCES = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package.json'];
const SERVER_ONLY = [path.join('src', 'server'), path.join('src', 'ml', 'training')];

function newestChange(entry: string): number {
  if (SERVER_ONLY.some((folder) => path.relative(projectRoot, entry).startsWith(folder))) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    0,
  );
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
