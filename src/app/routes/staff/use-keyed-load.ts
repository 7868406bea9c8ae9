import { useEffect, useState } from 'react';

export interface Loaded<T> {
  value: T | null;
  failed: boolean;
}

/**
 * What `load` gives for `key` (null: nothing to load): null while it comes, then the value or a
 * failure. A new key starts afresh and an answer for an older key is dropped, so a quick step through
 * weeks never shows one week's numbers under another's name. `load` must be stable (module-level or
 * useCallback over what the key names).
 */
export function useKeyedLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T> & { key: string | null }>({
    key: null,
    value: null,
    failed: false,
  });
  useEffect(() => {
    if (key === null) return;
    let active = true;
    load()
      .then((value) => active && setLoaded({ key, value, failed: false }))
      .catch(() => active && setLoaded({ key, value: null, failed: true }));
    return () => {
      active = false;
    };
  }, [key, load]);
  return loaded.key === key ? loaded : { value: null, failed: false };
}
