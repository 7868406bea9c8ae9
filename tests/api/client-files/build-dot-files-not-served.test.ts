import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

function builtClient() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mimea-client-'));
  mkdirSync(path.join(dir, '.vite'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Mimea</title>');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Mimea"}');
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    '{"src/app/main.tsx":{"file":"assets/index-abc.js"}}',
  );
  writeFileSync(path.join(dir, '.sources-stamp'), '1795699064204.2751:');
  return dir;
}

/**
 * Finding 21: the server handed out the client build's dot files to anyone: `/.vite/manifest.json`
 * lists every source module of the app, and `/.sources-stamp` when it was built. The app never asks
 * for either.
 */
describe('the client build’s dot files are not served', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ clientDir: builtClient() });
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('never hands out their content, however the path is written, and still serves the app', async () => {
    for (const url of ['/.vite/manifest.json', '/%2evite/manifest.json', '/assets/../.vite/manifest.json']) {
      const response = await get(url);
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body, url).not.toContain('src/app');
    }
    // A path without an extension is a route of the app: it gets the app's page, not the file.
    for (const url of ['/.sources-stamp', '/assets/../.sources-stamp']) {
      expect((await get(url)).body, url).not.toContain('1795699064204');
    }
    expect((await get('/manifest.webmanifest')).statusCode).toBe(200);
    expect((await get('/assets/index-abc.js')).statusCode).toBe(200);
  });
});
