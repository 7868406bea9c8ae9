/** What identifies one person in our data: their account id and every way their contact details are written. */
export interface PersonIdentifiers {
  userId: string;
  /** E.164, as stored; null for a Community-only account, which gave none. */
  phone: string | null;
  /** Lower-cased, as stored; null when they gave none. */
  email: string | null;
  firstName: string;
  lastName: string;
  /** Their Community nickname (issue 31 §4), which others' kept answers may name; null without one. */
  nickname?: string | null;
}

/** What a kept text says where the person's name or number stood. */
export const REMOVED = '[deleted user]';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** +254712345678 is also written 254712345678, 0712345678 and 0712 345 678 in a typed note. */
function phoneSpellings(e164: string): string[] {
  const national = e164.replace(/^\+254/, '');
  if (national === e164) return [e164];
  const spaced = `${national.slice(0, 3)}[\\s-]?${national.slice(3, 6)}[\\s-]?${national.slice(6)}`;
  return [`\\+?254[\\s-]?${spaced}`, `0${spaced}`];
}

/**
 * One pattern for every identifier of the person. Names are matched as whole words, case-insensitive,
 * and only from three letters up: a two-letter name would also strike syllables of other words.
 */
function identifierPattern(person: PersonIdentifiers): RegExp {
  const names = [person.firstName, person.lastName, person.nickname ?? '']
    .map((name) => name.trim())
    .filter((name) => name.length >= 3)
    .map((name) => `(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`);
  const parts = [
    escape(person.userId),
    ...(person.phone ? phoneSpellings(person.phone) : []),
    ...(person.email ? [escape(person.email)] : []),
    ...names,
  ];
  return new RegExp(parts.join('|'), 'giu');
}

/**
 * Text we keep after the person is gone (their message to us, an agronomist's note about them) with
 * their name, phone number, e-mail and id replaced by "[deleted user]".
 */
export function scrubberFor(person: PersonIdentifiers): (text: string) => string {
  const pattern = identifierPattern(person);
  return (text) => text.replace(pattern, REMOVED);
}

/** The same for a JSON value: every string inside it, keys left alone. */
export function scrubJson<T>(value: T, scrub: (text: string) => string): T {
  if (typeof value === 'string') return scrub(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubJson(item, scrub)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubJson(item, scrub)])) as T;
  return value;
}
