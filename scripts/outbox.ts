import { desc, isNull } from 'drizzle-orm';
import { outboxMessages } from '../src/server/db/schema.ts';
import { openOperatorDatabase } from './operator-database.ts';

/**
 * `npm run outbox [-- --pending]`: the newest messages waiting in (or sent from) the outbox, for
 * operators while no SMS provider is configured. With the embedded database, stop the server first:
 * PGlite allows one process at a time.
 */
const pendingOnly = process.argv.includes('--pending');
const { database } = await openOperatorDatabase();
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
