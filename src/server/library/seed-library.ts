import type { Pest } from '../../contract/library.ts';
import cropData from '../../content/library/crops.json' with { type: 'json' };
import { buildLibrary } from '../../content/library/build-library.ts';
import { loadPesticides } from '../../content/library/pesticide-table.ts';
import type { Db } from '../db/database.ts';
import { loadWhenChanged } from '../db/reference-data-loads.ts';
import { seedShipped, shippedCrops } from '../services/agronomy/reference-edits.ts';
import { reseedShippedEntries, reseedShippedPesticides } from '../services/library/library-repository.ts';
import { searchText } from './library-search.ts';

const words = (entry: Pest) => [
  entry.name,
  ...entry.common_names,
  ...entry.symptoms,
  ...entry.words,
  ...entry.crops,
];

/** An entry's row: both languages ready to serve, and the words search looks through. */
export const libraryEntryRow = (en: Pest, sw: Pest) => ({
  slug: en.slug,
  kind: en.kind,
  crops: en.crops,
  aliases: en.aliases,
  searchText: searchText([...words(en), ...words(sw), en.scientific_name, ...en.aliases, en.slug]),
  contentEn: en,
  contentSw: sw,
});

/** The library, pesticide table and crops as they ship, as rows. */
function shippedLibrary() {
  const library = buildLibrary();
  return {
    entries: library.en.map((en, position) => ({ ...libraryEntryRow(en, library.sw[position]!), position })),
    pesticides: loadPesticides().map(({ matchName: _m, biological: _b, ...fact }) => ({
      slug: fact.slug,
      name: fact.active_ingredient,
      kenyaStatus: fact.kenya_status,
      content: fact,
    })),
    crops: cropData.map((crop) => ({
      id: crop.id,
      rank: crop.rank,
      searchText: searchText([crop.id, crop.name_en, crop.name_sw]),
      content: { names: { en: crop.name_en, sw: crop.name_sw } },
    })),
  };
}

/**
 * Loads the plant health library, the pesticide table and the crops when what ships has changed
 * (rewriting thousands of unchanged rows was most of a restart); a data manager's uploads and edits
 * stay as they left them.
 */
export async function seedLibrary(db: Db): Promise<void> {
  await loadWhenChanged(db, 'library', shippedLibrary, async (sets) => {
    await reseedShippedEntries(db, sets.entries);
    await reseedShippedPesticides(db, sets.pesticides);
    await seedShipped(db, shippedCrops, sets.crops);
  });
}
