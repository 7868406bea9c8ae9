import path from 'node:path';
import { desc, isNull } from 'drizzle-orm';
import { loadServerConfig } from '../src/server/config/server-config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { outboxMessages } from '../src/server/db/schema.ts';

/**
 * `npm run outbox [-- --pending]`: the newest messages waiting in (or sent from) the outbox, for
 * operators while no SMS provider is configured. With the embedded database, stop the server first:
 * PGlite allows one process at a time.
 */
const pendingOnly = process.argv.includes('--pending');
const config = loadServerConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
}).catch((error: Error) => {
  // A running server holds the embedded database: say so, instead of a stack trace.
  console.error(error.message);
  process.exit(1);
});
try {
  const query = database.db.select().from(outboxMessages);
  const rows = await (pendingOnly ? query.where(isNull(outboxMessages.sentAt)) : query)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(50);
  if (rows.length === 0) console.log(pendingOnly ? 'No messages are waiting.' : 'The outbox is empty.');
  for (const row of rows) {
    const state = row.sentAt ? `sent ${row.sentAt.toISOString()}` : `waiting (${row.attempts} attempts)`;
    console.log(
      `${row.createdAt.toISOString()}  ${row.channel}  ${row.recipient}  [${row.language}] ${row.template}  ${state}`,
    );
    console.log(`    ${row.body}`);
  }
} finally {
  await database.close();
}
