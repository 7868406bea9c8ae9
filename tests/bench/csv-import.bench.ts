import { translatorFor } from '../../src/server/i18n/server-translator.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { users } from '../../src/server/db/schema.ts';
import { seedPlaces } from '../../src/server/places/seed-places.ts';
import { readCsv } from '../../src/server/services/uploads/csv-table.ts';
import { uploadImports } from '../../src/server/services/uploads/upload-kinds.ts';

/**
 * Issue 13: importing 50,000 farmer rows (the upload limit), as the background job does it: parse,
 * check every row, write in one transaction. Time and the process's peak resident memory. On PGlite,
 * or on PostgreSQL when BENCH_DATABASE_URL names an empty database.
 */
const ROWS = 50_000;
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL });
try {
  await seedPlaces(database.db);
  const [manager] = await database.db
    .insert(users)
    .values({
      firstName: 'Bench',
      lastName: 'Manager',
      phoneNumber: `+2547${String(Date.now() % 100_000_000).padStart(8, '0')}`,
      passwordHash: 'x',
      isAdult: true,
      role: 'data_manager',
    })
    .returning();
  const lines = ['first_name,last_name,phone_number,gender,year_of_birth,ward,group_name'];
  for (let index = 0; index < ROWS; index += 1) {
    const ward = String((index % 1450) + 1).padStart(4, '0');
    lines.push(
      `Mkulima,Namba ${index},0712${String(index).padStart(6, '0')},female,1980,${ward},Kikundi ${index % 300}`,
    );
  }
  const file = Buffer.from(`${lines.join('\n')}\n`);

  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const result = await uploadImports.farmer!(database.db, manager!, await readCsv(file), {
    dryRun: false,
    translate: translatorFor('en'),
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  if (result.created !== ROWS)
    throw new Error(`expected ${ROWS} created, got ${JSON.stringify(result).slice(0, 300)}`);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(
    `import of ${ROWS.toLocaleString('en')} farmer rows (${mb(file.length)} MB, ${database.kind}): ` +
      `${seconds.toFixed(1)} s, peak RSS ${mb(peak)} MB (+${mb(peak - baseline)} MB over ${mb(baseline)} MB before)`,
  );
} finally {
  await database.close();
}
