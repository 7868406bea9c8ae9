import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

function builtClient() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mimea-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Mimea</title>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(dir, 'sw.js.map'), '{"version":3,"sources":["src/sw.ts"]}');
  writeFileSync(path.join(dir, 'assets', 'index-abc.js.map'), '{"version":3}');
  return dir;
}

// Finding 10 of the attack review (a smaller finding): the build's source maps were served.
describe('the client is served without its source maps', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ clientDir: builtClient() });
  });
  afterAll(() => app.close());

  it('serves the client but never its source maps', async () => {
    expect((await app.inject({ method: 'GET', url: '/sw.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/sw.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js.map' })).statusCode).toBe(404);
  });
});
