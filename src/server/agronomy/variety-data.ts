import type { CropVarietyValues } from '../../contract/crop-variety.ts';
import cropData from '../../content/library/crops.json' with { type: 'json' };

/** Days to maturity read from a variety note such as "Early variety, 60–70 days" or "6–8 months". */
function maturity(note: string): [number | null, number | null] {
  const match = /(\d+)\s*[–-]\s*(\d+)\s*(days|months)/.exec(note);
  if (!match) return [null, null];
  const factor = match[3] === 'months' ? 30 : 1;
  return [Number(match[1]) * factor, Number(match[2]) * factor];
}

/** The varieties `crop/` has always listed (src/content/library/crops.json), as variety records. */
export function varietySeeds(): CropVarietyValues[] {
  return cropData.flatMap((crop) =>
    crop.varieties.map((variety) => {
      const [min, max] = maturity(variety.note_en);
      return {
        crop: crop.id,
        name: variety.name,
        maturity_days_min: min,
        maturity_days_max: max,
        altitude_min_m: null,
        altitude_max_m: null,
        zones: [],
        traits: [variety.note_en],
        source: variety.source,
      };
    }),
  );
}
