import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionClientBuild } from '../support/production-client-build.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The app starts in two tasks (src/app/main.tsx): React's renderer, then the app's own code, so that
 * neither runs in one long task with the other (issue 36). Read from the build: the entry imports the
 * renderer and brings in the app later, and every page preloads all of it, so the split costs no
 * round trip on 3G.
 */
describe('start-up steps', () => {
  it('runs the renderer before the app, with every start-up file preloaded by each page', async () => {
    const clientDir = await productionClientBuild();
    const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const entry = manifest['index.html']!;
    // React and react-dom's chunk (vite.config.ts), not react-markdown's.
    const entryImports = entry.imports?.map((key) => manifest[key]!.file) ?? [];
    expect(entryImports.some((file) => /^assets\/react-[\w-]{8}\.js$/.test(file))).toBe(true);
    expect(entry.dynamicImports).toEqual(['src/app/start-app.tsx']);

    const startUp = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key]!;
      if (startUp.has(chunk.file)) return;
      startUp.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit('index.html');
    entry.dynamicImports?.forEach(visit);
    for (const page of ['index.html', 'auth.html', 'assistant.html', 'privacy-policy.html']) {
      const html = readFileSync(path.join(clientDir, page), 'utf8');
      const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
        (match) => match[1],
      );
      const loaded = /<script type="module" crossorigin src="\/([^"]+)">/.exec(html)?.[1];
      for (const file of startUp)
        expect([...preloaded, loaded], `${page} fetches ${file} early`).toContain(file);
    }
  }, 240_000);
});
