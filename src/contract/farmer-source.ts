/**
 * Who a farmer is told stands behind a piece of advice. The data cites where each fact was read, often
 * a news site or farming magazine that reported an institution's figures; a farmer trusts the
 * institution, not the magazine, so cards name the institution, and never the press.
 */
export const INSTITUTIONS = ['kalro', 'ministry', 'afa', 'fao', 'fews', 'geoglam', 'icrisat'] as const;
export type Institution = (typeof INSTITUTIONS)[number];

export type FarmerSource =
  | { kind: 'institutions'; institutions: Institution[] }
  /** Everyday extension practice that nobody wrote down for us: the farmer is sent to confirm it. */
  | { kind: 'general_practice' }
  /** Words a data manager wrote ("County extension office"): shown as they are. */
  | { kind: 'as_written' };

const NAMED: Record<Institution, RegExp> = {
  // KARI is KALRO's name before 2013.
  kalro: /\b(KALRO|KARI)\b/,
  ministry: /\bNAFIS\b|Ministry of Agriculture|\bMoA\b/,
  afa: /\bAFA\b/,
  fao: /\bFAO\b/,
  fews: /\bFEWS\b/,
  geoglam: /\bGEOGLAM\b/,
  icrisat: /\bICRISAT\b/,
};

/** "recalled, not retrieved", "general knowledge", "general Mwea scheme practice". */
const GENERAL_PRACTICE = /general knowledge|recalled|general [\w ]*practice\b/i;

/** News sites and farming magazines: a web address outside government and research, or a known title. */
const PRESS = /\b[a-z0-9-]+\.(co\.ke|com|net|ai)\b|\bfarmbiz\b|\bnews\b/i;

/** What a farmer may be shown for a citation; null when only the press stands behind it. */
export function farmerSource(citation: string): FarmerSource | null {
  if (GENERAL_PRACTICE.test(citation)) return { kind: 'general_practice' };
  const institutions = INSTITUTIONS.filter((institution) => NAMED[institution].test(citation));
  if (institutions.length > 0) return { kind: 'institutions', institutions };
  return PRESS.test(citation) ? null : { kind: 'as_written' };
}
