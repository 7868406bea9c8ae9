import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstScreenBytes, FIRST_SCREENS } from '../support/first-screen-bundle.ts';
import { productionClientBuild } from '../support/production-client-build.ts';

/**
 * A size check over the build output, not a timing: the JavaScript and CSS (gzip) a first visit to
 * each screen needs may not grow past the budget. Issue 36 sets 150 KB for each with React 19 and
 * react-dom, whose size is off the path to the first tap (the drawn first screen holds taps until the
 * app is up). Measured with React, its renderer in a chunk of its own that runs first, and V8's compile
 * hint atop each other start-up chunk: 147.2 KB for /auth, 149.9 KB for / and 132.3 KB for
 * /privacy-policy (87.7, 90.0 and 73.7 KB with preact/compat, without the hints).
 */
const BUDGET_KB = 150;
/**
 * What runs before a farmer's first tap is taken: the drawn page's inline script, which holds the tap
 * until the app is up (issue 36: at most 15 KB gzip). Measured: 4.6 KB (/auth), 5.2 KB (/), 4.0 KB
 * (/privacy-policy).
 */
const BEFORE_TAP_BUDGET_KB = 15;
const DRAWN_PAGES = ['auth.html', 'assistant.html', 'privacy-policy.html'];

describe('first-screen bundle', () => {
  it.each(FIRST_SCREENS)(
    '$route stays within its gzip budget',
    async (screen) => {
      const { js, css } = firstScreenBytes(await productionClientBuild(), screen);
      expect((js + css) / 1024).toBeLessThanOrEqual(BUDGET_KB);
    },
    240_000,
  );

  it.each(DRAWN_PAGES)(
    '%s runs at most 15 KB gzip of script before a tap is taken',
    async (page) => {
      const html = readFileSync(path.join(await productionClientBuild(), page), 'utf8');
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => match[1]!,
      );
      expect(inline.length).toBeGreaterThan(0);
      expect(gzipSync(inline.join(''), { level: 9 }).length / 1024).toBeLessThanOrEqual(BEFORE_TAP_BUDGET_KB);
    },
    240_000,
  );
});
