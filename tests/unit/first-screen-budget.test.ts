import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureClientBuild } from '../../src/server/client-build.ts';
import { firstScreenBytes, FIRST_SCREENS } from '../support/first-screen-bundle.ts';

/**
 * A size check over the build output, not a timing: the JavaScript and CSS (gzip) a first visit to
 * each screen needs may not grow past the budget. Issue 16 aims at 90 KB for /auth and /; React,
 * React Router and i18next alone are about 110 KB, so the budget holds today's size until those are
 * split or replaced (see the Lighthouse bench for what each chunk holds). Raised when the offline
 * queue (a waiting-checks line and its sender), the header menu and the shared farm store landed on
 * both first screens: 280 and 292 KB measured then.
 */
const BUDGET_KB: Record<string, number> = { auth: 282, assistant: 293, privacy_policy: 215 };

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
