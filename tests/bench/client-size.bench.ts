import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureClientBuild } from '../../src/server/client-build.ts';

/** The gzip bytes a first visit downloads before the first screen: index.html's scripts, preloads and styles. */
const clientDir = path.resolve('dist/client');
await ensureClientBuild(clientDir);
const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);

const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
const js = files.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipBytes(file), 0);
const css = files.filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gzipBytes(file), 0);

console.log(`client.initial_js_gzip_kb ${(js / 1024).toFixed(1)}`);
console.log(`client.initial_css_gzip_kb ${(css / 1024).toFixed(1)}`);
