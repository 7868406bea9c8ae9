import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureClientBuild } from '../../src/server/client-build.ts';
import { firstScreenBytes, FIRST_SCREENS } from '../support/first-screen-bundle.ts';

/**
 * A size check over the build output, not a timing: the JavaScript and CSS (gzip) a first visit to
 * each screen needs may not grow past the budget. Issue 16 sets 90 KB for /auth and /. Measured with
 * preact/compat, Kenyan-only phone rules, screens that draw their greeting before the conversation's
 * code, our own language detection, and the privacy policy's Markdown made HTML at build time:
 * 87.4, 88.6 and 73.9 KB.
 */
const BUDGET_KB: Record<string, number> = { auth: 90, assistant: 90, privacy_policy: 75 };

describe('first-screen bundle', () => {
  it.each(FIRST_SCREENS)(
    '$route stays within its gzip budget',
    async (screen) => {
      const clientDir = path.resolve('dist/client');
      // Vitest runs with NODE_ENV=test, which would make a rebuild here a development bundle (React's
      // dev runtime, a third larger): the budget is for what a phone downloads.
      const testEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        await ensureClientBuild(clientDir);
      } finally {
        process.env.NODE_ENV = testEnv;
      }
      const { js, css } = firstScreenBytes(clientDir, screen);
      expect((js + css) / 1024).toBeLessThanOrEqual(BUDGET_KB[screen.name]!);
    },
    240_000,
  );
});
