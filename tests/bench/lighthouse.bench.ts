import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ensureClientBuild } from '../../src/server/client-build.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { firstScreenBytes, FIRST_SCREENS } from '../support/first-screen-bundle.ts';
import { writeBundleReport } from './support/bundle-report.ts';
import { signIn, signedInPage, signInNewFarmer, type BenchSession } from './support/bench-session.ts';
import { median, startServer } from './support/server-process.ts';

/**
 * Lighthouse 12 (13 needs Node 22) with its default mobile preset (simulated slow 4G, 4× CPU slowdown)
 * against Debian's Chromium and the built app: /auth and /privacy-policy as a first-time visitor sees
 * them, / as a signed-in user (session logged in through the API and placed in local storage, SPEC §3).
 * The staff's outbreak map (issue 32) is audited with the desktop preset, as agronomists use it, by a
 * staff account made with `npm run staff` before the server starts.
 * Each page is audited RUNS times in a fresh browser profile, so nothing is cached, and the median is
 * printed: the machine is shared, so one run is noise.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_PAGES=auth,assistant audits only those pages.
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
// LIGHTHOUSE_PORT moves the server (and the browsers' debugging ports above it) off others' benches.
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 18_500);
// LIGHTHOUSE_REPORTS=<dir> keeps each run's full JSON report there: its main-thread tasks and requests.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const clientDir = path.resolve('dist/client');
await ensureClientBuild(clientDir);

for (const screen of FIRST_SCREENS) {
  const bytes = firstScreenBytes(clientDir, screen);
  console.log(
    `bundle.${screen.name}_initial_gzip_kb js=${(bytes.js / 1024).toFixed(1)} css=${(bytes.css / 1024).toFixed(1)} texts=${(bytes.texts / 1024).toFixed(1)} total=${(bytes.total / 1024).toFixed(1)} files=${bytes.files.length}`,
  );
}
console.log(`bundle.visualiser ${await writeBundleReport()}`);

const STAFF = { phone: '0700000099', password: 'lighthouse bench staff password' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'mimea-lighthouse-data-'));
// PGlite takes one process at a time: the account is made before the server opens the database.
execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'scripts/staff.ts',
    'create',
    '--phone',
    STAFF.phone,
    '--name',
    'Wanjiru Kamau',
    '--password',
    STAFF.password,
  ],
  { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore' },
);
const server = await startServer(PORT, {
  DATA_DIR: dataDir,
  RATE_LIMIT_MAX: '100000',
  REGISTER_RATE_LIMIT_PER_HOUR: '1000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
});

interface Audit {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  requests: number;
  scriptKb: number;
  /** What moved most, when something did: the element's selector. */
  shifted: string;
}

let debuggingPort = PORT + 1;

interface AuditedPage {
  name: string;
  url: string;
  seed: BenchSession | null;
  desktop?: boolean;
}

async function audit({ url, seed, desktop }: AuditedPage, reportName: string): Promise<Audit> {
  // A persistent context is the browser's default one, which Lighthouse's own tab shares.
  const profile = mkdtempSync(path.join(tmpdir(), 'mimea-lighthouse-'));
  debuggingPort += 1;
  const browser = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    if (seed) await signedInPage(browser, server.url, seed);
    const result = await lighthouse(
      url,
      {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // The profile is new for every audit; keeping storage keeps the seeded session.
        disableStorageReset: seed !== null,
      },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(path.join(REPORTS, `${reportName}.json`), JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    const requests =
      (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
        ?.items ?? [];
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      requests: requests.length,
      shifted:
        (audits['layout-shifts']?.details as { items?: { node?: { selector?: string } }[] } | undefined)
          ?.items?.[0]?.node?.selector ?? '-',
      scriptKb:
        requests
          .filter((request) => request.resourceType === 'Script' || request.resourceType === 'Stylesheet')
          .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

try {
  const seed = await signInNewFarmer(server.url);
  const pages: AuditedPage[] = [
    { name: 'auth', url: `${server.url}/auth`, seed: null },
    { name: 'privacy_policy', url: `${server.url}/privacy-policy`, seed: null },
    { name: 'assistant', url: `${server.url}/`, seed },
    {
      name: 'staff_outbreaks',
      url: `${server.url}/staff/outbreaks`,
      seed: await signIn(server.url, STAFF.phone, STAFF.password),
      desktop: true,
    },
  ];
  for (const page of pages.filter((candidate) => !ONLY || ONLY.includes(candidate.name))) {
    const all: Audit[] = [];
    for (let run = 0; run < RUNS; run += 1) all.push(await audit(page, `${page.name}-${run + 1}`));
    // An audit that timed out on the loaded machine has no metrics; the median is of those that finished.
    const runs = all.filter((run) => Number.isFinite(run.fcp));
    if (runs.length === 0) throw new Error(`every Lighthouse audit of ${page.url} failed`);
    const mid = (pick: (audit: Audit) => number) => median(runs.map(pick));
    console.log(
      `lighthouse.${page.name} preset=${page.desktop ? 'desktop' : 'mobile'} performance=${mid((a) => a.performance)} accessibility=${mid((a) => a.accessibility)} ` +
        `fcp_ms=${mid((a) => a.fcp).toFixed(0)} lcp_ms=${mid((a) => a.lcp).toFixed(0)} tbt_ms=${mid((a) => a.tbt).toFixed(0)} ` +
        `cls=${mid((a) => a.cls).toFixed(3)} requests=${mid((a) => a.requests)} js_css_transfer_kb=${mid((a) => a.scriptKb).toFixed(1)} ` +
        `runs=${runs.length}/${RUNS} performance_each=${runs.map((a) => a.performance).join('/')} ` +
        `most_shifted=${runs.map((a) => a.shifted).join('|')}`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
