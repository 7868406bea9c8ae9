import fc from 'fast-check';
import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toKenyanE164 } from '../../../src/contract/phone-number.ts';
import { farmers } from '../../../src/server/db/schema.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { dataManager, phones, uploadCsv } from './upload-helpers.ts';

/** Ways a row can be wrong, each caught by a different check. */
const BAD_ROWS = [
  (phone: string) => `,Otieno,${phone},,,,`,
  () => 'Akinyi,Otieno,12345,,,,',
  (phone: string) => `Akinyi,Otieno,${phone},sometimes,,,`,
  (phone: string) => `Akinyi,Otieno,${phone},,1492,,`,
  (phone: string) => `Akinyi,Otieno,${phone},,,9999,`,
  (phone: string) => `Akinyi,Otieno,${phone},,,,,extra`,
];

describe('upload/farmer/ is all or nothing', () => {
  let app: FastifyInstance;
  let manager: Record<string, string>;
  let next = 0;
  beforeAll(async () => {
    app = await buildTestApp();
    manager = await dataManager(app);
  });
  afterAll(() => app.close());

  it('gains exactly the good rows of a file without bad ones, and nothing otherwise', async () => {
    const rowKind = fc.oneof(fc.constant(-1), fc.integer({ min: 0, max: BAD_ROWS.length - 1 }));
    await fc.assert(
      fc.asyncProperty(fc.array(rowKind, { minLength: 1, maxLength: 12 }), async (kinds) => {
        const numbers = phones(kinds.length, 700_000 + next);
        next += kinds.length;
        const lines = kinds.map((kind, index) =>
          kind === -1 ? `Mkulima,Mwema,${numbers[index]},,,,` : BAD_ROWS[kind]!(numbers[index]!),
        );
        const csv = `first_name,last_name,phone_number,gender,year_of_birth,ward,group_name\n${lines.join('\n')}\n`;
        const before = (await app.database.db.select({ n: count() }).from(farmers))[0]!.n;
        const response = await uploadCsv(app, 'farmer', manager, csv);
        const after = (await app.database.db.select({ n: count() }).from(farmers))[0]!.n;
        const bad = kinds.filter((kind) => kind !== -1).length;
        if (bad > 0) {
          expect(response.statusCode).toBe(400);
          expect(new Set(response.json().errors.map((error: { row: number }) => error.row)).size).toBe(bad);
          expect(after).toBe(before);
        } else {
          expect(response.json()).toMatchObject({ created: kinds.length, errors: [] });
          const stored = await app.database.db
            .select({ phone: farmers.phoneNumber })
            .from(farmers)
            .where(
              inArray(
                farmers.phoneNumber,
                numbers.map((phone) => toKenyanE164(phone)!),
              ),
            );
          expect(stored).toHaveLength(kinds.length);
          expect(after).toBe(before + kinds.length);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
