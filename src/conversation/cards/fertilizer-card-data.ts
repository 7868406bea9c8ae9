import type { Nutrient, NutrientList } from '../../contract/nutrient.ts';

/** "How much fertilizer?": the advice rows for one crop and stage, with quantities when the size is known. */
export interface FertilizerCardData {
  crop: string;
  stage: string;
  /** The farm asked about, by name; null for a size typed in. */
  farm: string | null;
  acres: number | null;
  /** `general` when no advice is made for the place and the countrywide rule stands in. */
  scope: NutrientList['scope'];
  rows: Nutrient[];
}
