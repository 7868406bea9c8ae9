import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { buildLibrary } from '../../src/content/library/build-library.ts';

/** What `pest/bundle/?lang=…` sends for offline use, per language: raw and gzip bytes, and the entry count. */
const library = buildLibrary();
for (const lang of ['en', 'sw'] as const) {
  const entries = library[lang];
  const version = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16);
  const body = Buffer.from(JSON.stringify({ version, lang, count: entries.length, entries }));
  console.log(`library.bundle_${lang}_entries ${entries.length}`);
  console.log(`library.bundle_${lang}_bytes ${body.length}`);
  console.log(`library.bundle_${lang}_gzip_bytes ${gzipSync(body, { level: 6 }).length}`);
}
