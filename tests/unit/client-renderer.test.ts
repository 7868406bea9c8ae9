import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionClientBuild } from '../support/production-client-build.ts';

/**
 * The browser runs React 19 and react-dom, as the component tests do (issue 36): no alias may swap
 * another renderer in. Read from the build's own module list, the sources its source maps name.
 */
describe('client renderer', () => {
  it('bundles React and react-dom, not Preact', async () => {
    const clientDir = await productionClientBuild();
    const assets = path.join(clientDir, 'assets');
    const packages = new Set<string>();
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js.map'))) {
      const { sources } = JSON.parse(readFileSync(path.join(assets, file), 'utf8')) as { sources: string[] };
      for (const source of sources) {
        const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
        if (name) packages.add(name);
      }
    }
    expect(packages).toContain('react');
    expect(packages).toContain('react-dom');
    expect(packages).not.toContain('preact');
  }, 240_000);
});
