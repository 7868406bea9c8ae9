import path from 'node:path';
import { ensureClientBuild } from '../../src/server/client-build.ts';

/**
 * The client build as a phone downloads it, built first where it is missing or stale. Vitest runs
 * with NODE_ENV=test, which would make a rebuild a development bundle (React's dev runtime, a third
 * larger), so the build runs as production.
 */
export async function productionClientBuild(): Promise<string> {
  const clientDir = path.resolve('dist/client');
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await ensureClientBuild(clientDir);
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  return clientDir;
}
