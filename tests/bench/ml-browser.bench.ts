import path from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { median } from './support/server-process.ts';

/**
 * The classifier as a phone runs it offline: onnxruntime-web (WebAssembly) in Debian's Chromium, through
 * the app's own browser module, served by Vite from the sources.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
const RUNS = 20;

const vite = await createServer({
  root: projectRoot,
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0, strictPort: false },
});
await vite.listen();
const base = vite.resolvedUrls?.local[0] ?? '';
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  await page.goto(`${base}tests/bench/support/browser-classifier.html`);
  await page.waitForFunction(() => 'benchClassifier' in window);
  const result = await page.evaluate(
    ([photo, runs]) =>
      (
        window as unknown as {
          benchClassifier: (
            photo: string,
            runs: number,
          ) => Promise<{ loadMs: number; firstMs: number; times: number[]; verdict: string; top: string }>;
        }
      ).benchClassifier(photo, runs),
    ['/tests/fixtures/leaves/maize__common_rust.jpg', RUNS] as const,
  );
  console.log(`ml.browser_model_load_ms value=${result.loadMs.toFixed(0)}`);
  console.log(`ml.browser_first_photo_ms value=${result.firstMs.toFixed(0)}`);
  console.log(
    `ml.browser_photo_ms median=${median(result.times).toFixed(1)} runs=${RUNS} answer=${result.top}:${result.verdict}`,
  );
} finally {
  await browser.close();
  await vite.close();
}
