/** A typed phone number: digits with spaces, dashes or a leading +, at least six digits of it. */
const PHONE_LIKE = /^\+?[\d\s-]+$/;
const MAX_TERMS = 5;

/**
 * The number as stored (E.164, +254…) contains the digits after the country code or trunk 0, so
 * "0712 345 678", "+254 712 345678" and "345678" all find +254712345678.
 */
export const phoneDigits = (term: string) => term.replace(/\D/g, '').replace(/^(254|0)/, '');

/** The words to match, each against every field; a phone number typed with spaces is one word. */
export function searchTerms(q: string): string[] {
  const trimmed = q.trim();
  if (PHONE_LIKE.test(trimmed) && phoneDigits(trimmed).length >= 6) return [trimmed];
  return trimmed.split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
}
