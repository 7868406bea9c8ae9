import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The compiled server (dist/server) and the mark of the sources it was built from, shared by
 * `npm run build` (scripts/build-server.js) and `npm start` (scripts/start.js): a build stamps what it
 * built, so the first start after it does not build everything again.
 */
const root = path.resolve(import.meta.dirname, '..');
export const serverOutDir = path.join(root, 'dist/server');
const stampFile = path.join(serverOutDir, '.sources-stamp');
// The server bundle is made from these; the client's own code changes it rarely, but cheaply.
const SOURCES = ['src', 'package.json', 'vite.server.config.ts'];

/** The newest file time in a folder tree: its entries say which are folders, so only files are read with stat. */
function newestInFolder(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestInFolder(entryPath) : statSync(entryPath).mtimeMs);
  }
  return newest;
}

function newestChange(entry) {
  const stats = statSync(entry);
  return stats.isDirectory() ? newestInFolder(entry) : stats.mtimeMs;
}

function sourcesStamp() {
  return String(
    SOURCES.map((entry) => path.join(root, entry))
      .filter((entry) => existsSync(entry))
      .reduce((newest, entry) => Math.max(newest, newestChange(entry)), 0),
  );
}

export function isServerBuildCurrent() {
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  return built === sourcesStamp() && existsSync(path.join(serverOutDir, 'main.js'));
}

/** Compiles the server, makes its new-database template and stamps the sources it was made from. */
export async function buildServer() {
  // Taken before building: a source changed during the build makes the next start build again.
  const stamp = sourcesStamp();
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.server.config.ts'), logLevel: 'warn' });
  await import(path.join(serverOutDir, 'make-pglite-template.js'));
  writeFileSync(stampFile, stamp);
}
