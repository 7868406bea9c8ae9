import path from 'node:path';
import { buildServer, isServerBuildCurrent, serverOutDir } from './server-build.js';

/**
 * `npm start`: runs the compiled server (dist/server), building it first when it is missing or older
 * than its sources, as the server does for the client. Plain JavaScript, so nothing compiles
 * TypeScript at run time. The client build is checked by the server itself (src/server/client-build.ts).
 */
if (!isServerBuildCurrent()) {
  console.log('Building the server (first start or changed sources)…');
  await buildServer();
}
await import(path.join(serverOutDir, 'main.js'));
