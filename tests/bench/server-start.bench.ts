import { median, startServer } from './support/server-process.ts';

/** Cold start: a new data folder each time, so secrets, the database and its migrations are made anew. */
const RUNS = 5;
const cold: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const server = await startServer(18_300 + run);
  cold.push(server.startedInMs);
  await server.stop();
}
console.log(
  `server.cold_start_ms median=${median(cold).toFixed(0)} min=${Math.min(...cold).toFixed(0)} runs=${RUNS}`,
);
