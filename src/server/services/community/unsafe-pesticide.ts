/**
 * Dangerous advice (issue 31 §2): an answer naming an active ingredient the library marks withdrawn,
 * restricted or for government use in Kenya is held until the grievance officer has read it. Names
 * are matched as whole words, case-insensitive, so "dimethoate" is found in "Dimethoate 40EC" but a
 * name is not found inside a longer word.
 */
export function unsafePesticideNamed(text: string, names: readonly string[]): string | null {
  const lower = text.toLowerCase();
  for (const name of names) {
    const escaped = name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(lower)) return name;
  }
  return null;
}
