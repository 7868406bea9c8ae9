import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, startServer } from './support/server-process.ts';

/**
 * Cold start: a new data folder each time, so secrets and the database are made anew (from the
 * template). Restart: the same folder again, as after a reboot; each cold start is followed by one.
 */
const RUNS = 7;
// Another checkout benchmarking on the same machine picks its own ports.
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 18_300);
// Not timed: the first start builds when sources changed since `npm run build`, and reads a cold file cache.
await (await startServer(FIRST_PORT)).stop();
const cold: number[] = [];
const restart: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mimea-bench-'));
  const first = await startServer(FIRST_PORT + run, { DATA_DIR: dataDir });
  cold.push(first.startedInMs);
  await first.stop();
  const again = await startServer(FIRST_PORT + run, { DATA_DIR: dataDir });
  restart.push(again.startedInMs);
  await again.stop();
}
const summary = (times: number[]) =>
  `median=${median(times).toFixed(0)} min=${Math.min(...times).toFixed(0)} runs=${times.length}`;
console.log(`server.cold_start_ms ${summary(cold)}`);
console.log(`server.restart_ms ${summary(restart)}`);
