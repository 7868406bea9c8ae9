import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import type { Throttle } from '../../services/accounts/throttle.ts';
import type { UserRow } from '../../services/accounts/user-profile.ts';
import type { ImageStore } from '../../providers/storage/image-store.ts';
import { buildExportZip } from './build-export-zip.ts';
import { collectPersonData } from './collect-person-data.ts';
import {
  countPhotosOf,
  exportWithAccount,
  insertPreparingExport,
  latestOfferedExport,
  markExportReady,
} from './data-export-repository.ts';

export const DATA_EXPORT_QUEUE = 'build-data-export';
export const dataExportQueue: PgBoss.Queue = { name: DATA_EXPORT_QUEUE, retryLimit: 3, retryDelay: 30 };

/** An account with more photos than this gets its export built by a job, not inside the request. */
export const INLINE_EXPORT_PHOTOS = 10;
export const EXPORT_AVAILABLE_MS = 24 * 60 * 60 * 1000;
/** New exports per account and day; downloading a ready one again does not count. */
export const EXPORTS_PER_DAY = 3;

export interface DataExportDeps {
  db: Db;
  store: ImageStore;
  throttle: Throttle;
  clock: () => Date;
  queueBuild(exportId: string): Promise<void>;
}

export type ExportAnswer = { status: 'ready'; archive: Buffer } | { status: 'preparing' };

/** Builds a stored export's ZIP; the job's handler, and the request's for small accounts. */
export async function buildStoredExport(
  deps: Pick<DataExportDeps, 'db' | 'store' | 'clock'>,
  exportId: string,
) {
  const row = await exportWithAccount(deps.db, exportId);
  // The account was deleted meanwhile: its export went with it.
  if (!row || row.export.status === 'ready') return null;
  const now = deps.clock();
  const archive = await buildExportZip(
    await collectPersonData(deps.db, row.user),
    deps.store,
    row.export.language,
    now,
  );
  await markExportReady(deps.db, exportId, archive, new Date(now.getTime() + EXPORT_AVAILABLE_MS));
  return archive;
}

/**
 * `GET accounts/me/export/`: the ready export of the last 24 hours in the asked language, or a new one — built at once for an
 * account with few photos, by a job for a larger one (the client asks again until it is ready).
 */
export async function requestExport(
  deps: DataExportDeps,
  user: UserRow,
  language: string,
): Promise<ExportAnswer> {
  const now = deps.clock();
  // Its README is in the language it was made in: one asked for in another gets its own.
  const latest = await latestOfferedExport(deps.db, user.id, language, now);
  if (latest?.status === 'ready' && latest.archive) return { status: 'ready', archive: latest.archive };
  if (latest?.status === 'preparing') return { status: 'preparing' };

  await deps.throttle.take(`export:${user.id}`, EXPORTS_PER_DAY, 24 * 60 * 60 * 1000);
  const created = await insertPreparingExport(deps.db, {
    userId: user.id,
    language,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EXPORT_AVAILABLE_MS),
  });
  if ((await countPhotosOf(deps.db, user.id)) > INLINE_EXPORT_PHOTOS) {
    await deps.queueBuild(created);
    return { status: 'preparing' };
  }
  return { status: 'ready', archive: (await buildStoredExport(deps, created))! };
}
