/**
 * The privacy notice's "operating system and browser information", kept to the family: the whole
 * User-Agent string (versions, device model) would help tell one phone from another.
 */
const SYSTEMS: [RegExp, string][] = [
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/KaiOS/i, 'KaiOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];
// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/UCBrowser/, 'UC Browser'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const familyOf = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'other';

export function userAgentFamily(userAgent: string | undefined): { os: string; browser: string } {
  const text = userAgent ?? '';
  return { os: familyOf(SYSTEMS, text), browser: familyOf(BROWSERS, text) };
}
