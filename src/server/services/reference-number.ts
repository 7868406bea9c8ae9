import { randomInt } from 'node:crypto';

/** No 0/O, 1/I: a reference is read out over a bad phone line and typed on a feature phone. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A short reference people can quote, e.g. MIM-4F7K2 (32⁵ ≈ 33 million of them). */
export function newReference(prefix = 'MIM'): string {
  let code = '';
  for (let i = 0; i < 5; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

/**
 * Inserts with a fresh reference until one is free: `insert` answers null when the reference was
 * taken (ON CONFLICT DO NOTHING), which at this size happens about never, but must not fail a booking.
 */
export async function withFreshReference<T>(insert: (reference: string) => Promise<T | null>): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await insert(newReference());
    if (row) return row;
  }
  throw new Error('no free reference after 5 attempts');
}
