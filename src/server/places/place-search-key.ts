/**
 * Place names as people type them: any case, with or without apostrophes, hyphens or accents, and
 * with words like "county" or "kaunti ya" around them. "Murang'a", "muranga" and "Kaunti ya Murang'a"
 * all become "muranga".
 */
const FILLER = /\b(county|kaunti ya|kaunti|constituency|sub ?county|ward|wadi|jimbo la)\b/g;

export function placeSearchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(FILLER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
