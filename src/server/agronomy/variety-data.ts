import type { CropVarietyValues } from '../../contract/crop-variety.ts';
import cropData from '../../content/library/crops.json' with { type: 'json' };

/** Days to maturity read from a variety note such as "Early variety, 60–70 days" or "3.5–4 months". */
function maturity(note: string): [number | null, number | null] {
  const match = /(\d+(?:\.\d+)?)\s*[–-]\s*(\d+(?:\.\d+)?)\s*(days|months)/.exec(note);
  if (!match) return [null, null];
  const factor = match[3] === 'months' ? 30 : 1;
  return [Math.round(Number(match[1]) * factor), Math.round(Number(match[2]) * factor)];
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

/** The data pack's Swahili for its variety notes, looked up by the English. */
const SWAHILI_NOTES = new Map(
  cropData.flatMap((crop) => crop.varieties.map((variety) => [variety.note_en, variety.note_sw])),
);

/**
 * A variety's note as `crop/` shows it: its traits, in Swahili where the data pack has them so (a
 * data manager's own words stay in the language they were written in).
 */
export function varietyNote(traits: string[], lang: 'en' | 'sw'): string {
  const english = traits.join('; ');
  return lang === 'sw' ? (SWAHILI_NOTES.get(english) ?? english) : english;
}
