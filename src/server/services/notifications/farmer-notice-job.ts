import type PgBoss from 'pg-boss';
import { work } from '../../jobs/job-queue.ts';
import { answerNotice, type AnswerEvent } from './answer-notices.ts';
import { remindCalendarTasks } from './calendar-reminders.ts';
import { remindCallbacks } from './callback-reminders.ts';
import { sendFarmerNotice } from './farmer-notice.ts';
import { warnOfWeather, type WeatherWarningDeps } from './weather-warnings.ts';

export const FARMER_NOTICE_QUEUE = 'farmer-notice';
export const CALLBACK_REMINDER_QUEUE = 'callback-reminders';
/** Every five minutes: a reminder an hour ahead comes between 55 and 60 minutes before the slot. */
export const CALLBACK_REMINDER_CRON = '*/5 * * * *';

export const CALENDAR_REMINDER_QUEUE = 'calendar-reminders';
/** Each morning at six, Nairobi time: the day's tasks reach the farmer before they go out to the field. */
export const CALENDAR_REMINDER_CRON = '0 6 * * *';

export const WEATHER_WARNING_QUEUE = 'weather-warnings';
/** Each morning at half past five, Nairobi time, before the day's spraying and field work. */
export const WEATHER_WARNING_CRON = '30 5 * * *';

export const farmerNoticeQueue: PgBoss.Queue = {
  name: FARMER_NOTICE_QUEUE,
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
};

export const callbackReminderQueue: PgBoss.Queue = {
  name: CALLBACK_REMINDER_QUEUE,
  retryLimit: 1,
  policy: 'singleton',
};

export const calendarReminderQueue: PgBoss.Queue = {
  name: CALENDAR_REMINDER_QUEUE,
  retryLimit: 3,
  retryDelay: 600,
  policy: 'singleton',
};

export const weatherWarningQueue: PgBoss.Queue = {
  name: WEATHER_WARNING_QUEUE,
  retryLimit: 3,
  retryDelay: 600,
  policy: 'singleton',
};

/** Queues the notice of an answer just written, sent off the request by the worker. */
export async function queueFarmerNotice(boss: PgBoss, answer: AnswerEvent): Promise<void> {
  await boss.send(FARMER_NOTICE_QUEUE, answer);
}

/**
 * Starts the notice worker and the scheduled callback, calendar and weather notices; answers a function that wakes the
 * notice worker (after a write queued one), so a push does not wait for the next poll.
 */
export async function startFarmerNotices(boss: PgBoss, deps: WeatherWarningDeps): Promise<() => void> {
  const worker = await work<AnswerEvent>(
    boss,
    FARMER_NOTICE_QUEUE,
    { pollingIntervalSeconds: 2, batchSize: 1 },
    async ([job]) => {
      const notice = job && (await answerNotice(deps.db, job.data));
      if (notice) await sendFarmerNotice(deps, notice);
    },
  );
  await boss.schedule(CALLBACK_REMINDER_QUEUE, CALLBACK_REMINDER_CRON, {});
  await work(boss, CALLBACK_REMINDER_QUEUE, { pollingIntervalSeconds: 30, batchSize: 1 }, async () => {
    await remindCallbacks(deps);
  });
  await boss.schedule(CALENDAR_REMINDER_QUEUE, CALENDAR_REMINDER_CRON, {}, { tz: 'Africa/Nairobi' });
  await work(boss, CALENDAR_REMINDER_QUEUE, { pollingIntervalSeconds: 60, batchSize: 1 }, async () => {
    await remindCalendarTasks(deps);
  });
  await boss.schedule(WEATHER_WARNING_QUEUE, WEATHER_WARNING_CRON, {}, { tz: 'Africa/Nairobi' });
  await work(boss, WEATHER_WARNING_QUEUE, { pollingIntervalSeconds: 60, batchSize: 1 }, async () => {
    await warnOfWeather(deps);
  });
  return () => boss.notifyWorker(worker);
}
