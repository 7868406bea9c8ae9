import fc from 'fast-check';
import { buildClassifyApp, leaf, storedCounts } from '../api/diagnosis/support/classify-app.ts';
import { malformedUploads, sendMalformed } from '../api/diagnosis/support/malformed-upload.ts';

/** The upload fuzz of the test suite at ten times the size: 10,000 malformed uploads, counted by answer. */
const RUNS = 10_000;
const { app, uploadsDir } = await buildClassifyApp();
const statuses = new Map<number, number>();
const started = performance.now();
try {
  const before = await storedCounts(app, uploadsDir);
  await fc.assert(
    fc.asyncProperty(malformedUploads(leaf()), async (upload) => {
      const status = await sendMalformed(app, upload);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      return status >= 400 && status < 500;
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
