import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../src/server/db/database.ts';
import { pgliteTemplateFor, writePgliteTemplate } from '../../../src/server/db/pglite-template.ts';

describe('the new-database template', () => {
  it('starts an empty data folder with every migration applied, and leaves an existing one alone', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'mimea-template-'));
    const template = path.join(folder, 'template.tar.gz');
    await writePgliteTemplate(migrationsFolder, template);

    const dataDir = path.join(folder, 'db');
    const tarball = pgliteTemplateFor(dataDir, template);
    expect(tarball).toBeInstanceOf(Blob);
    const client = await PGlite.create(dataDir, { loadDataDir: tarball! });
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.rows.map((row) => row.name)).toContain('users');
    await client.close();

    expect(pgliteTemplateFor(dataDir, template)).toBeUndefined();
    const existing = mkdtempSync(path.join(tmpdir(), 'mimea-existing-'));
    writeFileSync(path.join(existing, 'PG_VERSION'), '17');
    expect(pgliteTemplateFor(existing, template)).toBeUndefined();
  }, 180_000);
});
