import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import type { PushConfig } from '../../config/server-config.ts';
import { createWeatherService, type WeatherServiceOptions } from '../../providers/weather/weather-service.ts';
import type { AnswerEvent } from '../../services/notifications/answer-notices.ts';
import {
  calendarReminderQueue,
  callbackReminderQueue,
  farmerNoticeQueue,
  queueFarmerNotice,
  startFarmerNotices,
  weatherWarningQueue,
} from '../../services/notifications/farmer-notice-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notices: {
      /** Tells a farmer of an answer just written, as their setting for answers says. */
      send(answer: AnswerEvent): Promise<void>;
    };
  }
}

async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue) {
  if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
  else await boss.createQueue(queue.name, queue);
}

/**
 * The farmer notices besides outbreak alerts (issue 32 §2): a worker that sends each one queued at an
 * event's write, and the scheduled "my callback is coming", calendar task and weather warning notices.
 */
async function noticeJobs(
  app: FastifyInstance,
  options: { clock: () => Date; push: PushConfig; weather: WeatherServiceOptions },
) {
  let wake = () => undefined as void;
  app.jobs.onStart(async (boss) => {
    await ensureQueue(boss, farmerNoticeQueue);
    await ensureQueue(boss, callbackReminderQueue);
    await ensureQueue(boss, calendarReminderQueue);
    await ensureQueue(boss, weatherWarningQueue);
    wake = await startFarmerNotices(boss, {
      db: app.database.db,
      push: options.push,
      outbox: app.accounts.deps.outbox,
      clock: options.clock,
      weather: createWeatherService({ ...options.weather, clock: options.clock }),
    });
  });
  app.decorate('notices', {
    async send(answer: AnswerEvent) {
      await queueFarmerNotice(await app.jobs.started(), answer);
      wake();
    },
  });
}

export default fp(noticeJobs, {
  name: 'notice-jobs',
  dependencies: ['job-queue', 'database', 'authentication'],
});
