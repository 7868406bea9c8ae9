import type { JobQueueOptions } from '../jobs/job-queue.ts';
import { defaultJobQueueOptions } from '../jobs/job-queue.ts';

/** Settings for photo classification: who runs the jobs, with how many threads, and when a job counts as lost. */
export interface JobsConfig {
  /** Classification jobs this server process runs at once; 0 when standalone workers (`npm run worker`) do it. */
  inProcessWorkers: number;
  /** Threads the classifier uses in each process that runs jobs (one inference per thread). */
  classifierThreads: number;
  queue: JobQueueOptions;
  /**
   * Photos one IP address may send per minute. Each costs the server up to a second of decoding and a
   * hundred megabytes (a 40-megapixel PNG of one colour is 120 KB), so the general ceiling is too high.
   */
  uploadsPerMinutePerIp: number;
}

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return parsed;
}

export function loadJobsConfig(env: Env, cores: number): JobsConfig {
  const threads = whole(env, 'CLASSIFIER_THREADS', Math.max(1, cores), 1);
  return {
    inProcessWorkers: whole(env, 'CLASSIFY_WORKERS', threads, 0),
    classifierThreads: threads,
    queue: {
      expireInSeconds: whole(env, 'CLASSIFY_JOB_TIMEOUT_SECONDS', defaultJobQueueOptions.expireInSeconds, 1),
      retryLimit: defaultJobQueueOptions.retryLimit,
      maintenanceIntervalSeconds: whole(
        env,
        'JOB_MAINTENANCE_SECONDS',
        defaultJobQueueOptions.maintenanceIntervalSeconds,
        1,
      ),
    },
    uploadsPerMinutePerIp: whole(env, 'CLASSIFY_RATE_LIMIT_PER_MINUTE', 30, 1),
  };
}
