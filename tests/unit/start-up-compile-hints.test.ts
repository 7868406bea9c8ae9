import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/build/start-up-compile-hints.ts';
import { productionClientBuild } from '../support/production-client-build.ts';

/**
 * The app's start-up chunks tell V8 to compile all their functions while the file streams in, off the
 * main thread, instead of one by one as the task that starts the app first calls them (issue 36).
 * React's chunk and the screens' own code go without. Read from the build a phone downloads.
 */
describe('start-up compile hints', () => {
  it('opens every start-up chunk but React’s with the hint, and a screen’s own code without', async () => {
    const clientDir = await productionClientBuild();
    const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const startUp = [
      ...html.matchAll(
        /<(?:script type="module"|link rel="modulepreload") crossorigin (?:src|href)="\/([^"]+)">/g,
      ),
    ].map((match) => match[1]!);
    const react = startUp.filter((file) => /^assets\/react-[\w-]{8}\.js$/.test(file));
    expect(react).toHaveLength(1);
    const opensWithHint = (file: string) =>
      readFileSync(path.join(clientDir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`);

    for (const file of startUp) expect(opensWithHint(file), file).toBe(!react.includes(file));
    const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const screen = manifest['src/app/routes/auth-page.tsx']!.file;
    expect(opensWithHint(screen), screen).toBe(false);
  }, 240_000);

  it('keeps each hinted chunk’s source map in line with its code', async () => {
    const clientDir = await productionClientBuild();
    const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const entry = /<script type="module" crossorigin src="\/([^"]+)">/.exec(html)![1]!;
    const map = JSON.parse(readFileSync(path.join(clientDir, `${entry}.map`), 'utf8')) as {
      mappings: string;
    };
    // The hint's line maps to nothing; the code under it keeps its mappings.
    expect(map.mappings).toMatch(/^;[A-Za-z0-9+/]/);
  }, 240_000);
});
