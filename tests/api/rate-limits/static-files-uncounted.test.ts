import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';

function builtClient() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mimea-client-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'models'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Mimea</title>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'models', 'labels.json'), '{"labels":[]}');
  for (let chunk = 0; chunk < 20; chunk += 1) {
    writeFileSync(path.join(dir, 'assets', `chunk-${chunk}.js`), `export const n = ${chunk};`);
  }
  return dir;
}

/**
 * A cold visit asks for 50–160 of the client's files, and many farmers share one address (an
 * operator's NAT, a shop's Wi-Fi). The client's files are never counted by a request limit; the API is.
 */
describe('the general limit counts API requests, never the client’s files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      clientDir: builtClient(),
      rateLimit: { max: 300, addressMax: 3000, windowMs: 60_000 },
    });
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '197.232.61.7' });

  it('serves 500 file requests from one address in a minute, and the API still answers after them', async () => {
    const files = ['/', '/auth', '/privacy-policy', '/sw.js', '/models/labels.json'];
    for (let chunk = 0; chunk < 20; chunk += 1) files.push(`/assets/chunk-${chunk}.js`);
    const statuses = new Set<number>();
    for (let request = 0; request < 500; request += 1) {
      statuses.add((await get(files[request % files.length]!)).statusCode);
    }
    expect([...statuses]).toEqual([200]);
    const health = await get('/api/v1/health/');
    expect(health.statusCode).toBe(200);
    expect(health.headers['x-ratelimit-remaining']).toBe('299');
  });

  it('still limits the API for that address', async () => {
    let last = 0;
    for (let request = 0; request < 300; request += 1) last = (await get('/api/v1/health/')).statusCode;
    expect(last).toBe(429);
  });
});
