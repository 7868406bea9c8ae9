import { MAX_FARM_ACRES } from '../../contract/farm.ts';

/**
 * A size in acres as people type it: "2", "2.5", "2,5", "ekari 3", "1/2"; null when it is no number
 * or outside what the contract takes (above 0, at most MAX_FARM_ACRES).
 */
export function parseAcres(value: string): number | null {
  const words = value.trim().toLowerCase();
  if (/-\s*\d/.test(words)) return null;
  const fraction = /(\d+)\s*\/\s*(\d+)/.exec(words);
  const number = fraction
    ? Number(fraction[1]) / Number(fraction[2])
    : Number(/\d+(?:[.,]\d+)?/.exec(words)?.[0]?.replace(',', '.') ?? Number.NaN);
  return Number.isFinite(number) && number > 0 && number <= MAX_FARM_ACRES ? number : null;
}
