import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstScreens } from '../../src/contract/first-screens.ts';
import { buildTestApp } from './helpers/test-app.ts';

const HASH = 'sha256-ni1xcCHxnQXgRigRj85MewUoT0I4afY+zaN1opnYPM8=';

/** A client build with one page drawn at build time, as scripts/first-screens writes it. */
function builtClient() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mimea-client-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'auth.html'), '<!doctype html><div id="root"><h1>Sign in to Mimea</h1></div>');
  const manifest: FirstScreens = { scriptHashes: [HASH], pages: { '/auth': 'auth.html' } };
  writeFileSync(path.join(dir, 'first-screens.json'), JSON.stringify(manifest));
  return dir;
}

describe('pages drawn at build time', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ clientDir: builtClient() });
  });
  afterAll(() => app.close());

  it('serves a drawn route its own page, whose inline script the CSP allows by hash alone', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth?lang=sw' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Sign in to Mimea</h1>');
    expect(response.headers['cache-control']).toBe('no-cache');
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(`'${HASH}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('serves every other route the plain shell', async () => {
    for (const url of ['/', '/credits', '/auth/extra']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });
});
