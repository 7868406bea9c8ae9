import type PgBoss from 'pg-boss';
import { closeJobQueue } from './job-queue.ts';

/** What a plugin does once the queue is open: create its queues, start its workers. */
export type JobQueueStep = (boss: PgBoss) => Promise<void>;

export interface JobQueueStart {
  /** Adds a step to the start; steps run in the order they were added, before `started` resolves. */
  onStart(step: JobQueueStep): void;
  /** Opens the queue and runs the steps, in the background; a failure is told to `onError`. */
  begin(): void;
  /** The queue once it and every step have started; what a request that sends a job waits for. */
  started(): Promise<PgBoss>;
  /**
   * The queue, which must have started, for a job sent inside a transaction: on PGlite the transaction
   * holds the one connection that the start needs, so waiting there would wait for ever.
   */
  startedAlready(): PgBoss;
  /** Lets a start under way finish (so its statements do not outlive the database), then closes the queue. */
  close(): Promise<void>;
}

/**
 * Starting pg-boss and every worker took about a third of a server start, and no request needs the
 * queue until it sends a job. The server therefore starts it once it is ready, in the background, and
 * whatever sends a job first waits for `started`.
 */
export function jobQueueStart(open: () => Promise<PgBoss>, onError: (error: unknown) => void): JobQueueStart {
  const steps: JobQueueStep[] = [];
  let starting: Promise<PgBoss> | undefined;
  let boss: PgBoss | undefined;

  async function start(): Promise<PgBoss> {
    const opened = await open();
    for (const step of steps) await step(opened);
    boss = opened;
    return opened;
  }

  return {
    onStart(step) {
      if (starting) throw new Error('the job queue has started; add its steps while the app is built');
      steps.push(step);
    },
    begin() {
      starting ??= start();
      starting.catch(onError);
    },
    started() {
      // Requests are answered only once the app is ready, which is when the start begins.
      return starting ?? Promise.reject(new Error('the job queue has not been started'));
    },
    startedAlready() {
      if (!boss) throw new Error('the job queue has not started: mark the route with config.sendsJobs');
      return boss;
    },
    async close() {
      const opened = await starting?.catch(() => undefined);
      if (opened) await closeJobQueue(opened);
    },
  };
}
