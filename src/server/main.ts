import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { ensureClientBuild } from './client-build.ts';
import { loadServerConfig } from './config/server-config.ts';
import { openDatabase } from './db/database.ts';

const config = loadServerConfig();
// The database opens while the server's modules load and the client build is checked, rather than one
// after the other: PGlite's WebAssembly compiles in the background meanwhile.
const [database, { buildApp }] = await Promise.all([
  openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') }),
  import('./app.ts'),
  ensureClientBuild(config.clientDir),
]);
const app = await buildApp({ config, database });

// Ctrl-C or a platform's SIGTERM: stop accepting, let open requests finish, then close the database.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(`\n  Mimea is running at http://${shownHost}:${config.port}\n`);
