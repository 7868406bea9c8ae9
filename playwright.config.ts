import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  E2E_ADMIN,
  E2E_DATA_MANAGER,
  E2E_GRIEVANCE_OFFICER,
  E2E_STAFF,
} from './tests/e2e/support/staff-account.ts';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';
import { FAKE_OIDC_CLIENT } from './tests/support/fake-oidc-client.ts';

const port = Number(process.env.E2E_PORT ?? 8199);
// Evaluated by the runner first; its workers inherit these variables, so all share one server's files.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'mimea-e2e-'));
process.env.E2E_OUTBOX_FILE ??= path.join(process.env.E2E_DATA_DIR, 'outbox.jsonl');
const dataDir = process.env.E2E_DATA_DIR;
// The weather comes from a fake Open-Meteo on loopback: end-to-end runs never call the internet.
const weatherPort = Number(process.env.E2E_WEATHER_PORT ?? port + 1000);
// Social sign-in goes through a real OpenID provider on loopback; a second one is named but never up.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 2000);
const oidcProviders = [
  { id: 'fake', name: 'Fake ID', issuer: `http://127.0.0.1:${oidcPort}`, client_id: FAKE_OIDC_CLIENT.id },
  { id: 'down', name: 'Down ID', issuer: `http://127.0.0.1:${oidcPort + 1}`, client_id: 'down' },
].map((provider) => ({ ...provider, client_secret: FAKE_OIDC_CLIENT.secret }));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // A flaky test is fixed, not retried: a retry would hide it.
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  timeout: 60_000,
  // A tap made while the app's code is still arriving is answered once it has: on the shared 2-core
  // machine that, plus the conversation's own code and the server's answer, can take longer than 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 5'],
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node --import tsx tests/support/fake-open-meteo-server.ts',
      url: `http://127.0.0.1:${weatherPort}/v1/forecast`,
      reuseExistingServer: false,
      env: { FAKE_WEATHER_PORT: String(weatherPort) },
    },
    {
      command: 'node --import tsx tests/support/fake-oidc-provider-server.ts',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: {
        FAKE_OIDC_PORT: String(oidcPort),
        FAKE_OIDC_REDIRECT_URI: `http://127.0.0.1:${port}/api/v1/accounts/social/callback/`,
      },
    },
    {
      // Staff accounts are made by the staff command, never by registration: the run starts with an
      // agronomist, an admin, a data manager and a grievance officer.
      command:
        `node --import tsx scripts/staff.ts create --phone ${E2E_STAFF.phone} --name "${E2E_STAFF.name}" ` +
        `--password ${E2E_STAFF.password} && ` +
        `node --import tsx scripts/staff.ts create --phone ${E2E_ADMIN.phone} --name "${E2E_ADMIN.name}" ` +
        `--password ${E2E_ADMIN.password} --role admin && ` +
        `node --import tsx scripts/staff.ts create --phone ${E2E_DATA_MANAGER.phone} ` +
        `--name "${E2E_DATA_MANAGER.name}" --password ${E2E_DATA_MANAGER.password} --role data_manager && ` +
        `node --import tsx scripts/staff.ts create --phone ${E2E_GRIEVANCE_OFFICER.phone} ` +
        `--name "${E2E_GRIEVANCE_OFFICER.name}" --password ${E2E_GRIEVANCE_OFFICER.password} --grievance && ` +
        `node scripts/start.js`,
      url: `http://127.0.0.1:${port}/api/v1/health/`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '10000',
        RATE_LIMIT_ADDRESS_MAX: '100000',
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
        REGISTER_RATE_LIMIT_PER_HOUR: '10000',
        RESET_RATE_LIMIT_PER_HOUR: '10000',
        CLASSIFY_RATE_LIMIT_PER_MINUTE: '10000',
        // The desk's specs fill the queue and the requests list past a page, as a real morning does.
        CALLBACK_RATE_LIMIT_PER_HOUR: '10000',
        KIOSK_STAFF_PIN: '246810',
        // Every spec lives through many access-token expiries and refreshes, as a long session does.
        ACCESS_TOKEN_LIFETIME_SECONDS: '5',
        OUTBOX_FILE: process.env.E2E_OUTBOX_FILE,
        WEATHER_API_URL: `http://127.0.0.1:${weatherPort}`,
        OIDC_PROVIDERS: JSON.stringify(oidcProviders),
      },
    },
  ],
});
