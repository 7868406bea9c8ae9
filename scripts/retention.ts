import { parseArgs } from 'node:util';
import { closeJobQueue, openJobQueue } from '../src/server/jobs/job-queue.ts';
import { imageFileRemovalQueue, queueImageFileRemoval } from '../src/server/privacy/image-file-removal.ts';
import { RETENTION_RULES, runRetention } from '../src/server/privacy/retention/run-retention.ts';
import { openOperatorDatabase } from './operator-database.ts';

/**
 * `npm run retention -- [--dry-run] [--now 2031-01-01T00:00:00Z]`: the daily retention run by hand.
 * `--dry-run` counts what would go and deletes nothing; `--now` judges ages from another date (with
 * `--dry-run`, a rehearsal of what a future run will delete). Photo files are queued for the server's
 * removal job, so they go when the server next runs. With the embedded database, stop the server first.
 */
const { values } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, now: { type: 'string' } },
});
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`--now must be a date, e.g. 2031-01-01 or 2031-01-01T00:00:00Z; got "${values.now}"`);
  process.exit(1);
}

const { config, database } = await openOperatorDatabase();
const boss = await openJobQueue(database, config.jobs.queue);
try {
  if (!(await boss.getQueue(imageFileRemovalQueue.name)))
    await boss.createQueue(imageFileRemovalQueue.name, imageFileRemovalQueue);
  const dryRun = values['dry-run'];
  console.log(`Retention ${dryRun ? '(dry run) ' : ''}as of ${now.toISOString()}:`);
  const rules = new Map(RETENTION_RULES.map((rule) => [rule.name, rule.rule]));
  await runRetention(
    database.db,
    { now, dryRun, queueFileRemoval: (keys, db) => queueImageFileRemoval(boss, keys, db) },
    (name, counts) => {
      const listed = Object.entries(counts).map(([table, count]) => `${table} ${count}`);
      console.log(`- ${name}: ${listed.join(', ')}\n    ${rules.get(name)}`);
    },
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await closeJobQueue(boss);
  await database.close();
}
