/**
 * Damerau–Levenshtein distance (adjacent swaps count once), giving up as soon as it exceeds `limit`:
 * typo tolerance for words like "mahind", "hewaa" or "wheather" without scanning whole strings.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Short words must match exactly; longer ones may carry one typo, long ones two. The first letter must
 * agree: phone typos rarely hit it, and without it "simu" (phone) would pass for "msimu" (season).
 */
export function similarWords(typed: string, known: string): boolean {
  if (typed === known) return true;
  if (typed[0] !== known[0]) return false;
  const allowed = known.length >= 8 ? 2 : known.length >= 5 ? 1 : 0;
  return allowed > 0 && editDistance(typed, known, allowed) <= allowed;
}
