import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const serverScript = path.resolve(import.meta.dirname, 'server-process.ts');

export interface Running {
  child: ChildProcess;
  base: string;
  /** Lines the process wrote to stderr, for a clear failure message. */
  errors: string[];
}

/** Starts the test server process and waits for it to listen (or to die). */
export function startServer(env: Record<string, string>, port: number): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        JWT_SECRET: 'multi-process-test-secret-long-enough',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const errors: string[] = [];
    createInterface({ input: child.stderr! }).on('line', (line) => errors.push(line));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('listening')) resolve({ child, base: `http://127.0.0.1:${port}`, errors });
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}) before listening: ${errors.join('\n')}`)),
    );
  });
}

export function stop(running: Running | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!running || running.child.exitCode !== null || running.child.signalCode !== null)
    return Promise.resolve();
  const exited = new Promise<void>((resolve) => running.child.once('exit', () => resolve()));
  running.child.kill(signal);
  return exited;
}
