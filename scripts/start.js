import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: runs the compiled server (dist/server), building it first when it is missing or older
 * than its sources, as the server does for the client. Plain JavaScript, so nothing compiles
 * TypeScript at run time. The client build is checked by the server itself (src/server/client-build.ts).
 */
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/server');
const stampFile = path.join(outDir, '.sources-stamp');
// The server bundle is made from these; the client's own code changes it rarely, but cheaply.
const SOURCES = ['src', 'package.json', 'vite.server.config.ts'];

function newestChange(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    0,
  );
}

const stamp = String(
  SOURCES.map((entry) => path.join(root, entry))
    .filter((entry) => existsSync(entry))
    .reduce((newest, entry) => Math.max(newest, newestChange(entry)), 0),
);
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (built !== stamp || !existsSync(path.join(outDir, 'main.js'))) {
  console.log('Building the server (first start or changed sources)…');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.server.config.ts'), logLevel: 'warn' });
  await import(path.join(outDir, 'make-pglite-template.js'));
  writeFileSync(stampFile, stamp);
}
await import(path.join(outDir, 'main.js'));
