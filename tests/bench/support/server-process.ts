import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn until /api/v1/health/ first answered 200. */
  startedInMs: number;
  stop(): Promise<void>;
}

/** Starts the real server as `npm start` does (compiled, scripts/start.js) on a loopback port with its own data folder. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'mimea-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startedInMs = performance.now() - started;
  return {
    url,
    process: child,
    startedInMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
