import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { z } from 'zod';
import { kenyaPhoneMetadata } from './kenya-phone-metadata.ts';

/**
 * A Kenyan phone number in any common form — 0712 345 678, 0112345678, +254712345678, 254712345678 —
 * as E.164 (+254…), or null when it is not a valid Kenyan number.
 */
export function toKenyanE164(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const withPlus = /^254\d{9}$/.test(compact) ? `+${compact}` : compact;
  const parsed = parsePhoneNumberFromString(withPlus, 'KE', kenyaPhoneMetadata);
  if (!parsed || parsed.country !== 'KE' || !parsed.isValid()) return null;
  return parsed.number;
}

/** Accepts any common Kenyan form and hands on the E.164 form. */
export const kenyanPhoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(20, { error: 'invalid_phone' })
  .transform((value, context) => {
    const e164 = toKenyanE164(value);
    if (!e164) {
      context.addIssue({ code: 'custom', message: 'invalid_phone', input: value });
      return z.NEVER;
    }
    return e164;
  });
