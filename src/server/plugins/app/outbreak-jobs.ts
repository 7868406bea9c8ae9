import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import {
  outbreakCountsQueue,
  queueOutbreakRefresh,
  startOutbreakCounts,
} from '../../services/outbreaks/outbreak-counts-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbreaks: {
      /**
       * After a change to a case has committed: refresh the weekly counts soon. Never fails the
       * request: the scheduled run catches a lost wake-up.
       */
      refreshSoon(): Promise<void>;
    };
  }
}

async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue) {
  if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
  else await boss.createQueue(queue.name, queue);
}

/**
 * The outbreak watch's weekly counts (issue 32 §1): a job that recounts the groups of the cases changed
 * since its last run, queued after each review, photo check, farmer's answer and Community label, and
 * run every few minutes besides.
 */
async function outbreakJobs(app: FastifyInstance) {
  let wake = () => undefined as void;
  app.jobs.onStart(async (boss) => {
    await ensureQueue(boss, outbreakCountsQueue);
    wake = await startOutbreakCounts(boss, {
      db: app.database.db,
      refreshed: (outcome) => {
        if (outcome.changes > 0) app.log.info(outcome, 'outbreak counts refreshed');
      },
    });
  });
  app.decorate('outbreaks', {
    async refreshSoon() {
      try {
        await queueOutbreakRefresh(await app.jobs.started());
        wake();
      } catch (error) {
        app.log.error({ err: error }, 'the outbreak counts refresh was not queued');
      }
    },
  });
}

export default fp(outbreakJobs, {
  name: 'outbreak-jobs',
  dependencies: ['job-queue', 'database'],
});
