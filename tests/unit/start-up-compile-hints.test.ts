import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/build/start-up-compile-hints.ts';
import { productionClientBuild } from '../support/production-client-build.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The build, its manifest, the chunks index.html runs or preloads, and whether a file opens with the hint. */
async function readBuild() {
  const clientDir = await productionClientBuild();
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const startUp = [
    ...html.matchAll(
      /<(?:script type="module"|link rel="modulepreload") crossorigin (?:src|href)="\/([^"]+)">/g,
    ),
  ].map((match) => match[1]!);
  const opensWithHint = (file: string) =>
    readFileSync(path.join(clientDir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`);
  return { clientDir, manifest, startUp, opensWithHint };
}

/**
 * The app's start-up chunks, and the conversation's code the assistant page brings in later, tell V8
 * to compile all their functions while the file streams in, off the main thread, instead of one by one
 * as the task that runs them first calls them (issue 36). React's chunk, the screens' own code and what
 * a page has already loaded go without. Read from the build a phone downloads.
 */
describe('start-up compile hints', () => {
  it('opens every start-up chunk but React’s with the hint, and a screen’s own code without', async () => {
    const { manifest, startUp, opensWithHint } = await readBuild();
    const react = startUp.filter((file) => /^assets\/react-[\w-]{8}\.js$/.test(file));
    expect(react).toHaveLength(1);
    for (const file of startUp) expect(opensWithHint(file), file).toBe(!react.includes(file));
    const screen = manifest['src/app/routes/auth-page.tsx']!.file;
    expect(opensWithHint(screen), screen).toBe(false);
  }, 240_000);

  it('opens the conversation’s code with the hint, but not what the assistant page has loaded', async () => {
    const { manifest, startUp, opensWithHint } = await readBuild();
    for (const module of ['src/app/routes/assistant-conversation.tsx', 'src/api/api-client.ts']) {
      const { file } = manifest[module]!;
      expect(opensWithHint(file), file).toBe(true);
    }
    const page = manifest['src/app/routes/assistant-page.tsx']!;
    const pageCode = [page.file, ...(page.imports ?? []).map((key) => manifest[key]!.file)];
    for (const file of pageCode.filter((file) => !startUp.includes(file)))
      expect(opensWithHint(file), file).toBe(false);
  }, 240_000);

  it('keeps each hinted chunk’s source map in line with its code', async () => {
    const { clientDir, startUp } = await readBuild();
    const map = JSON.parse(readFileSync(path.join(clientDir, `${startUp[0]}.map`), 'utf8')) as {
      mappings: string;
    };
    // The hint's line maps to nothing; the code under it keeps its mappings.
    expect(map.mappings).toMatch(/^;[A-Za-z0-9+/]/);
  }, 240_000);
});
