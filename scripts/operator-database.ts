import path from 'node:path';
import { loadServerConfig, type ServerConfig } from '../src/server/config/server-config.ts';
import { openDatabase, type Database } from '../src/server/db/database.ts';

/**
 * The server's own database, for the operator commands (`npm run staff`, `outbox`, `retention`). A
 * running server holds the embedded one: the command then says so and exits, instead of a stack trace.
 */
export async function openOperatorDatabase(): Promise<{ config: ServerConfig; database: Database }> {
  const config = loadServerConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
  }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  return { config, database };
}
