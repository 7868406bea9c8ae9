import { chromium, type Browser } from '@playwright/test';
import { ensureClientBuild } from '../../src/server/client-build.ts';
import { APP_DRAWN_EVENT } from '../../src/app/first-screen.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { median, startServer } from './support/server-process.ts';

/**
 * A first-time farmer on weak 3G: 400 kbps each way, 400 ms round trip, an empty cache, Swahili, a
 * 360×740 phone. For each page, the median of RUNS fresh visits of:
 * - `first_reply`: navigation start until the first enabled quick reply is on screen (drawn or the
 *   app's), the button the farmer can tap;
 * - `tap_honoured`: until the app has taken the page over, when a tap held before then is made again.
 */
const RUNS = Number(process.env.FIRST_REPLY_RUNS ?? 3);
const PORT = Number(process.env.FIRST_REPLY_PORT ?? 18_600);
const KBPS = 400;
const ROUND_TRIP_MS = 400;
const PAGES = ['/', '/auth', '/privacy-policy'];

await ensureClientBuild('dist/client');
const server = await startServer(PORT, { RATE_LIMIT_MAX: '100000' });

async function visit(browser: Browser, route: string) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'sw-KE',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ROUND_TRIP_MS,
    downloadThroughput: (KBPS * 1000) / 8,
    uploadThroughput: (KBPS * 1000) / 8,
  });
  await page.addInitScript((event) => {
    window.addEventListener(event, () => performance.mark('app-drawn'), { once: true });
  }, APP_DRAWN_EVENT);
  await page.goto(`${server.url}${route}`, { waitUntil: 'commit' });
  // Quick replies on a conversation page; the policy's first link otherwise.
  const tappable = page
    .locator('.quick-replies button:not([disabled]), main a[href]')
    .filter({ visible: true })
    .first();
  await tappable.waitFor({ state: 'visible', timeout: 60_000 });
  const firstReply = await page.evaluate(() => performance.now());
  await page.waitForFunction(() => performance.getEntriesByName('app-drawn').length > 0, null, {
    timeout: 60_000,
  });
  const honoured = await page.evaluate(() => performance.getEntriesByName('app-drawn')[0]!.startTime);
  const landedOn = new URL(page.url()).pathname;
  await context.close();
  return { firstReply, honoured, landedOn };
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const route of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await visit(browser, route));
    const name = route === '/' ? 'root' : route.slice(1).replace(/-/g, '_');
    console.log(
      `first_reply_3g.${name} first_reply_ms=${median(runs.map((r) => r.firstReply)).toFixed(0)} ` +
        `tap_honoured_ms=${median(runs.map((r) => r.honoured)).toFixed(0)} landed_on=${runs[0]!.landedOn} runs=${RUNS}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
