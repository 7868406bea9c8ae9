import { useEffect, useState } from 'react';
import { searchCounties, searchSubcounties, searchWards } from '../api/places.ts';

export type PlaceLevel = 'county' | 'subcounty' | 'ward';
export interface PlaceOption {
  id: string;
  name: string;
}

/** Waits for a pause in typing, so a farmer on 3G sends one search per word rather than per letter. */
const TYPING_PAUSE_MS = 250;

/**
 * The places matching what was typed at one level: counties by name, or the subcounties of the
 * chosen county, or the wards of the chosen subcounty (listed even before anything is typed).
 */
export function usePlaceOptions(level: PlaceLevel, parent: string | null, query: string) {
  const [options, setOptions] = useState<PlaceOption[]>([]);
  const [failed, setFailed] = useState(false);
  const search = query.trim();

  useEffect(() => {
    if (level === 'county' && search.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      const lookup =
        level === 'county'
          ? searchCounties(search)
          : level === 'subcounty'
            ? searchSubcounties(parent!, search)
            : searchWards(parent!, search);
      lookup
        .then((found) => {
          if (!current) return;
          setOptions(found.map(({ id, name }) => ({ id, name })));
          setFailed(false);
        })
        .catch(() => current && setFailed(true));
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [level, parent, search]);

  const tooShort = level === 'county' && search.length < 2;
  return { options: tooShort ? [] : options, failed: !tooShort && failed };
}
