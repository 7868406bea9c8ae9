import fc from 'fast-check';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { testConfig } from '../api/helpers/test-app.ts';
import { fakeClassifier, leaf, storedCounts } from '../api/diagnosis/support/classify-app.ts';
import { malformedUploads } from '../api/diagnosis/support/malformed-upload.ts';
import path from 'node:path';

/** The upload fuzz of the test suite at ten times the size: 10,000 malformed uploads, counted by answer. */
const RUNS = 10_000;
const config = testConfig();
const app = await buildApp({
  config: { ...config, jobs: { ...config.jobs, inProcessWorkers: 1 } },
  database: await openDatabase({}),
  logger: false,
  classifier: async () => fakeClassifier,
});
const uploadsDir = path.join(config.dataDir, 'uploads');
const statuses = new Map<number, number>();
const started = performance.now();
try {
  const before = await storedCounts(app, uploadsDir);
  await fc.assert(
    fc.asyncProperty(malformedUploads(leaf()), async (upload) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/classify/image/',
        payload: upload.payload,
        headers: upload.headers,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      return response.statusCode >= 400 && response.statusCode < 500;
    }),
    { numRuns: RUNS },
  );
  const after = await storedCounts(app, uploadsDir);
  const stored = Object.keys(after).filter(
    (key) => after[key as keyof typeof after] !== before[key as keyof typeof before],
  );
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}:${n}`)
    .join(',');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `diagnosis.fuzz runs=${RUNS} server_errors=${[...statuses.keys()].filter((s) => s >= 500).length} stored_changes=${stored.length} statuses=${byStatus} seconds=${seconds}`,
  );
} finally {
  await app.close();
}
