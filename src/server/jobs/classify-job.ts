import type PgBoss from 'pg-boss';
import type { Db } from '../db/database.ts';
import type { ImageStore } from '../providers/storage/image-store.ts';
import {
  finishTask,
  photoHasFirstDiagnosis,
  startTaskAttempt,
  taskWithPhoto,
} from '../services/classify/classify-task-repository.ts';
import { insertFirstDiagnosis } from '../services/diagnosis/first-diagnosis-repository.ts';
import { queueOutbreakRefresh } from '../services/outbreaks/outbreak-counts-job.ts';
import type { ImageClassifier } from './image-classifier.ts';
import { UnclassifiableImageError } from './image-classifier.ts';
import { CLASSIFY_DEAD_LETTER, CLASSIFY_QUEUE, work } from './job-queue.ts';

export interface ClassifyJobData {
  taskId: string;
}

export interface ClassifyWorkerDeps {
  db: Db;
  store: ImageStore;
  classifier: ImageClassifier;
}

/**
 * One classification. Safe to run again for the same task at any point (a retry after its worker died):
 * the first diagnosis is keyed by the photo, so a second run finds it instead of writing another.
 */
export async function runClassifyTask(deps: ClassifyWorkerDeps, taskId: string): Promise<void> {
  const { db } = deps;
  const task = await taskWithPhoto(db, taskId);
  if (!task || task.status === 'succeeded') return;
  await startTaskAttempt(db, taskId);

  if (!(await photoHasFirstDiagnosis(db, task.imageId))) {
    let outcome;
    try {
      // The crop the farmer named narrows the answer to that crop's problems.
      outcome = await deps.classifier.classify(
        await deps.store.get(task.key),
        task.crop ? { crop: task.crop } : {},
      );
    } catch (error) {
      if (!(error instanceof UnclassifiableImageError)) throw error;
      await finishTask(db, taskId, 'failed', error.reason);
      return;
    }
    await insertFirstDiagnosis(db, task.imageId, outcome);
  }
  await finishTask(db, taskId, 'succeeded', null);
}

/** Registers the handlers: classification, and the dead-letter queue that records tasks given up on. */
export async function startClassifyWorkers(boss: PgBoss, deps: ClassifyWorkerDeps, concurrency: number) {
  const options = { pollingIntervalSeconds: 0.5, batchSize: 1 };
  const ids: string[] = [];
  for (let i = 0; i < concurrency; i += 1) {
    ids.push(
      await work<ClassifyJobData>(boss, CLASSIFY_QUEUE, options, async ([job]) => {
        if (!job) return;
        await runClassifyTask(deps, job.data.taskId);
        // A new photo check may be a likely case. Not worth a retry of the classification: the
        // scheduled refresh counts it anyway (and the queue may not be created yet at start).
        await queueOutbreakRefresh(boss).catch((error) =>
          console.error('the outbreak counts refresh was not queued', error),
        );
      }),
    );
  }
  await work<ClassifyJobData>(boss, CLASSIFY_DEAD_LETTER, options, async ([job]) => {
    if (job) await finishTask(deps.db, job.data.taskId, 'failed', 'classifier_failed');
  });
  /** Wakes the workers at once, so a new photo does not wait for the next poll. */
  return () => ids.forEach((id) => boss.notifyWorker(id));
}
