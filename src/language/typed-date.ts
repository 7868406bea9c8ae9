/**
 * Dates as farmers type them, in English or Swahili: "3/3", "03-03-2026", "3 March", "March 3rd",
 * "tarehe 3 Machi", "mwezi wa tatu tarehe 3", "leo", "jana", "2 weeks ago", "wiki 2 zilizopita".
 * Day before month, as in Kenya. Answers an ISO date (YYYY-MM-DD) or null when the words are not a date.
 */
const MONTHS: [string, number][] = [
  ...[
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ].map((name, i): [string, number] => [name, i + 1]),
  ...[
    'januari',
    'februari',
    'machi',
    'aprili',
    'mei',
    'juni',
    'julai',
    'agosti',
    'septemba',
    'oktoba',
    'novemba',
    'desemba',
  ].map((name, i): [string, number] => [name, i + 1]),
];
/** "mwezi wa tatu": Swahili also names months by their number. */
const ORDINALS = ['kwanza', 'pili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa', 'kumi'];
/** A date without a year is this year's, unless that is further ahead than a planned planting would be. */
const FURTHEST_AHEAD_DAYS = 90;
const DAY = 86_400_000;

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Whole names, or the usual short forms ("Mar", "Sept"); not any prefix, or "ago" would be August. */
const SHORT_FORMS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'okt',
  'nov',
  'dec',
  'des',
];

function monthOf(word: string): number | undefined {
  const whole = MONTHS.find(([name]) => name === word);
  if (whole) return whole[1];
  return SHORT_FORMS.includes(word) ? MONTHS.find(([name]) => name.startsWith(word))?.[1] : undefined;
}

function build(year: number | undefined, month: number, day: number, today: string): string | null {
  const fullYear = year === undefined ? undefined : year < 100 ? 2000 + year : year;
  const candidate = (y: number) => {
    const time = Date.UTC(y, month - 1, day);
    const date = new Date(time);
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? iso(time) : null;
  };
  if (fullYear !== undefined) return candidate(fullYear);
  const thisYear = Number(today.slice(0, 4));
  const date = candidate(thisYear);
  if (!date) return candidate(thisYear - 1);
  return dayOf(date) - dayOf(today) > FURTHEST_AHEAD_DAYS * DAY ? candidate(thisYear - 1) : date;
}

function relative(text: string, today: string): string | null {
  const back = (days: number) => iso(dayOf(today) - days * DAY);
  if (/\b(today|leo)\b/.test(text)) return back(0);
  if (/\b(yesterday|jana)\b/.test(text)) return back(1);
  if (/\bjuzi\b/.test(text)) return back(2);
  if (/\b(last week|wiki iliyopita)\b/.test(text)) return back(7);
  const ago = /\b(\d{1,3}) (day|days|week|weeks) ago\b/.exec(text);
  if (ago) return back(Number(ago[1]) * (ago[2]!.startsWith('week') ? 7 : 1));
  const zilizopita = /\b(siku|wiki) (\d{1,3}) (iliyopita|zilizopita)\b/.exec(text);
  if (zilizopita) return back(Number(zilizopita[2]) * (zilizopita[1] === 'wiki' ? 7 : 1));
  return null;
}

export function parseTypedDate(typed: string, today: string): string | null {
  const text = typed
    .toLowerCase()
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1')
    .replace(/[,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const isoMatch = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(text);
  if (isoMatch) return build(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]), today);
  const numeric = /\b(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?\b/.exec(text);
  if (numeric) {
    const year = numeric[3] === undefined ? undefined : Number(numeric[3]);
    return build(year, Number(numeric[2]), Number(numeric[1]), today);
  }
  const words = text.split(' ');
  const numbers = words.filter((word) => /^\d{1,4}$/.test(word)).map(Number);
  const named = words.map(monthOf).find((month) => month !== undefined);
  const ordinal = /\bmwezi (?:wa )?(\w+)(?: na (moja|mbili))?/.exec(text);
  const counted = ordinal
    ? ORDINALS.indexOf(ordinal[1]!) + 1 + (ordinal[2] === 'moja' ? 1 : ordinal[2] === 'mbili' ? 2 : 0)
    : 0;
  const month = named ?? (counted > 0 ? counted : undefined);
  const day = numbers.find((n) => n >= 1 && n <= 31);
  if (month !== undefined && day !== undefined) {
    const year = numbers.find((n) => n >= 2000);
    return build(year, month, day, today);
  }
  return relative(text, today);
}

/** Today on the farmer's calendar (Kenya), whatever the phone's own time zone says. */
export function todayHere(at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(at);
}

/** The first day a spoken time means: "kesho" is tomorrow, "wiki ijayo" next Monday. */
export function dayFor(when: 'today' | 'tomorrow' | 'this_week' | 'next_week', today: string): string {
  const ahead = (days: number) => iso(dayOf(today) + days * DAY);
  if (when === 'tomorrow') return ahead(1);
  if (when === 'next_week') return ahead((8 - new Date(dayOf(today)).getUTCDay()) % 7 || 7);
  return today;
}
