import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { swahiliByKey } from './swahili-texts.ts';

/**
 * Every string the Swahili review found a problem in (issue 37) is fixed or kept for a stated reason:
 * locales/sw/review-findings.csv has one row per finding, with the review's own text of the string
 * (`before`). The review itself sits beside the repository (../shared/docs/swahili/findings.csv);
 * where it is there, every one of its rows must be in the ledger.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const REVIEW = path.resolve(root, '../shared/docs/swahili/findings.csv');
/** How the review wrote a string: its first 160 characters, on one line. */
const EXCERPT = 160;

interface LedgerRow {
  key: string;
  categories: string;
  status: string;
  kept: string;
  reason: string;
  before: string;
  gone: string;
}
const ledger = parse(readFileSync(path.join(root, 'locales/sw/review-findings.csv'), 'utf8'), {
  columns: true,
}) as LedgerRow[];

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const categories = (row: { categories: string }) => row.categories.split(' ').filter(Boolean);

/** A fixed string no longer reads as the review quoted it (or no longer holds the phrase it named). */
function stillAsReviewed(row: LedgerRow, now: string) {
  if (row.gone) return now.includes(row.gone);
  const before = oneLine(row.before);
  return row.before.length < EXCERPT ? oneLine(now) === before : oneLine(now).startsWith(before);
}

describe('the Swahili review’s findings', () => {
  it('are each in the ledger once, for a string that exists', () => {
    expect(ledger.length).toBeGreaterThan(0);
    expect(new Set(ledger.map(({ key }) => key)).size).toBe(ledger.length);
    expect(ledger.filter(({ key }) => !swahiliByKey.has(key)).map(({ key }) => key)).toEqual([]);
  });

  it.runIf(existsSync(REVIEW))('are all covered, as the review wrote them', () => {
    const review = parse(readFileSync(REVIEW, 'utf8'), { columns: true }) as Record<string, string>[];
    const byKey = new Map(ledger.map((row) => [row.key, row]));
    for (const finding of review) {
      const row = byKey.get(finding.key!);
      expect(row, finding.key).toBeDefined();
      expect(row!.categories, finding.key).toBe(finding.categories);
      expect(row!.before, finding.key).toBe(finding['sw (first 160 chars)']);
    }
    expect(ledger).toHaveLength(review.length);
  });

  it('are fixed, or kept with a reason', () => {
    for (const row of ledger) {
      expect(['fixed', 'kept'], row.key).toContain(row.status);
      for (const category of categories({ categories: row.kept }))
        expect(categories(row), row.key).toContain(category);
      if (row.status === 'kept') expect(row.kept, row.key).not.toBe('');
      if (row.kept) expect(row.reason.length, row.key).toBeGreaterThan(30);
    }
  });

  it('no longer read as the review quoted them, where fixed', () => {
    const unchanged = ledger
      .filter((row) => row.status === 'fixed' && stillAsReviewed(row, swahiliByKey.get(row.key)!.text))
      .map(({ key }) => key);
    expect(unchanged).toEqual([]);
  });

  it('keep no wrong meaning, grammar error, inconsistent term or tone problem', () => {
    const kept = ledger.flatMap((row) =>
      categories({ categories: row.kept }).map((category) => `${category} ${row.key}`),
    );
    expect(kept.filter((entry) => /^(A|G|C|T) /.test(entry))).toEqual([]);
  });
});
