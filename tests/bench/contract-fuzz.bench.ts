import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The contract fuzzer of the test suite with a budget of 50,000 requests and a fresh seed: every
 * operation of the OpenAPI document, no 5xx, documented statuses only.
 */
const root = path.resolve(import.meta.dirname, '../..');
const requests = 50_000;
const seed = Date.now() % 100_000;
const started = performance.now();
const result = spawnSync(
  'npx',
  ['vitest', 'run', 'tests/api/hardening/contract-fuzz.test.ts', '--project', 'api-pglite'],
  {
    cwd: root,
    env: { ...process.env, FUZZ_REQUESTS: String(requests), FUZZ_SEED: String(seed) },
    encoding: 'utf8',
  },
);
const summary = `${result.stdout}`.match(
  /contract fuzz: (\d+) requests over (\d+) operations, (\d+) failures/,
);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  `contract.fuzz requests=${summary?.[1] ?? 0} operations=${summary?.[2] ?? 0} failures=${summary?.[3] ?? 'unknown'} seed=${seed} passed=${result.status === 0} seconds=${seconds}`,
);
