import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../src/server/db/database.ts';
import {
  copyPgliteTemplate,
  pgliteTemplateFor,
  writePgliteTemplate,
} from '../../../src/server/db/pglite-template.ts';

describe('the new-database template', () => {
  it('starts an empty data folder as a copy of the prepared database, and leaves an existing one alone', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'mimea-template-'));
    const template = path.join(folder, 'template');
    await writePgliteTemplate(async (dataDir) => {
      const client = await PGlite.create(dataDir);
      await migrate(drizzle({ client }), { migrationsFolder });
      await client.close();
    }, template);
    expect(existsSync(`${template}.building`)).toBe(false);

    const dataDir = path.join(folder, 'db');
    expect(pgliteTemplateFor(dataDir, template)).toBe(template);
    await copyPgliteTemplate(template, dataDir);
    expect(existsSync(`${dataDir}.partial`)).toBe(false);
    const client = await PGlite.create(dataDir);
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.rows.map((row) => row.name)).toContain('users');
    await client.close();

    expect(pgliteTemplateFor(dataDir, template)).toBeUndefined();
    const existing = mkdtempSync(path.join(tmpdir(), 'mimea-existing-'));
    writeFileSync(path.join(existing, 'PG_VERSION'), '17');
    expect(pgliteTemplateFor(existing, template)).toBeUndefined();
    expect(pgliteTemplateFor(path.join(folder, 'other'), path.join(folder, 'missing'))).toBeUndefined();
  }, 180_000);
});
