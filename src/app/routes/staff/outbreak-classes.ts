/**
 * The map's colour classes by confirmed cases in a week: the first ends below the privacy threshold
 * (3 farms), so what the public could not see stands apart. An area with no case has no class.
 */
export const OUTBREAK_CLASSES = [
  { min: 1, max: 2 },
  { min: 3, max: 9 },
  { min: 10, max: 29 },
  { min: 30, max: null },
] as const;

/** The class index (0 = fewest) of a number of cases, or null for none. */
export function outbreakClass(cases: number): number | null {
  if (cases < 1) return null;
  return OUTBREAK_CLASSES.findLastIndex((step) => cases >= step.min);
}
