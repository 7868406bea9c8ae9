import { describe, expect, it } from 'vitest';
import { parseTypedDate } from '../../../src/language/typed-date.ts';

const TODAY = '2026-11-23';
const read = (typed: string, today = TODAY) => parseTypedDate(typed, today);

describe('typed dates', () => {
  it.each([
    ['3/3', '2026-03-03'],
    ['03/03/2026', '2026-03-03'],
    ['3-3-26', '2026-03-03'],
    ['15.10', '2026-10-15'],
    ['2026-03-03', '2026-03-03'],
  ])('reads numbers, day first: %s', (typed, expected) => {
    expect(read(typed)).toBe(expected);
  });

  it.each([
    ['3 March', '2026-03-03'],
    ['March 3rd', '2026-03-03'],
    ['I planted on 3rd Mar 2025', '2025-03-03'],
    ['tarehe 3 Machi', '2026-03-03'],
    ['Nilipanda tarehe 20 Oktoba', '2026-10-20'],
    ['mwezi wa tatu tarehe 3', '2026-03-03'],
    ['tarehe 5 mwezi wa kumi na mbili', '2026-12-05'],
    ['Sept 14', '2026-09-14'],
  ])('reads month names in English and Swahili: %s', (typed, expected) => {
    expect(read(typed)).toBe(expected);
  });

  it.each([
    ['today', '2026-11-23'],
    ['leo', '2026-11-23'],
    ['jana', '2026-11-22'],
    ['juzi', '2026-11-21'],
    ['2 weeks ago', '2026-11-09'],
    ['wiki 3 zilizopita', '2026-11-02'],
    ['siku 10 zilizopita', '2026-11-13'],
  ])('reads days counted back from today: %s', (typed, expected) => {
    expect(read(typed)).toBe(expected);
  });

  it('takes a date without a year as this year, unless it is months ahead', () => {
    expect(read('10 December')).toBe('2026-12-10');
    expect(read('3 March', '2026-01-20')).toBe('2026-03-03');
    expect(read('3 September', '2026-01-20')).toBe('2025-09-03');
  });

  it.each(['31/2', '30 Februari', 'maize', 'kesho asubuhi', '', '45/13'])('is not fooled by %j', (typed) => {
    expect(read(typed)).toBeNull();
  });
});
