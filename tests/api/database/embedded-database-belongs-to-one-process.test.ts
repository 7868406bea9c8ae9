import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stop, type Running } from '../helpers/processes.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'mimea-single-'));
const env = { DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'none'), CLASSIFY_WORKERS: '0' };

function script(name: string, args: string[]) {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', name), ...args], {
    env: { ...process.env, ...env, JWT_SECRET: 'multi-process-test-secret-long-enough' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

// The embedded database only; the PostgreSQL run of the suite skips it (and its ports).
// Finding 7 of the attack review: a script could open the embedded database the server held.
describe.skipIf(process.env.MIMEA_TEST_DB === 'postgres')(
  'the embedded database belongs to one process',
  () => {
    let server: Running | undefined;
    afterAll(() => stop(server));

    it(
      'refuses the staff and outbox scripts at once while the server runs',
      { timeout: 120_000 },
      async () => {
        server = await startServer(env, 8313);
        const staff = script('staff.ts', ['create', '--phone', '0712 000 321', '--name', 'Jane Wanjiru']);
        expect(staff.status).toBe(1);
        expect(staff.stderr).toContain('the server is running');
        expect(staff.stdout).not.toContain('Created');
        const outbox = script('outbox.ts', []);
        expect(outbox.status).toBe(1);
        expect(outbox.stderr).toContain('Stop it, or use the staff page');

        await stop(server);
        const created = script('staff.ts', [
          'create',
          '--phone',
          '0712 000 321',
          '--name',
          'Jane Wanjiru',
          '--password',
          'a staff password 1',
        ]);
        expect(created.status).toBe(0);
        server = await startServer(env, 8314);
        const login = await fetch(`${server.base}/api/v1/accounts/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: '0712000321', password: 'a staff password 1' }),
        });
        expect(login.status).toBe(200);
      },
    );
  },
);
