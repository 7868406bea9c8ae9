import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClassifyApp, leaf, storedCounts } from './support/classify-app.ts';
import { malformedUploads, sendMalformed } from './support/malformed-upload.ts';

let app: FastifyInstance;
let uploadsDir: string;
beforeAll(async () => ({ app, uploadsDir } = await buildClassifyApp()));
afterAll(() => app.close());

describe('classify/image/ under fuzzing', () => {
  it('answers 1,000 malformed uploads with a 4xx each and stores nothing', { timeout: 120_000 }, async () => {
    const before = await storedCounts(app, uploadsDir);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(malformedUploads(leaf()), async (upload) => {
        const status = await sendMalformed(app, upload);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(status, upload.kind).toBeGreaterThanOrEqual(400);
        expect(status, upload.kind).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
    expect(await storedCounts(app, uploadsDir)).toEqual(before);
    expect([...statuses.keys()].every((status) => [400, 413, 415].includes(status))).toBe(true);
  });
});
