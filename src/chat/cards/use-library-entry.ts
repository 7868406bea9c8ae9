import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cachedPest, fetchPest, type LibraryLanguage } from '../../api/library.ts';
import type { Pest } from '../../contract/library.ts';

interface Loaded {
  key: string;
  entry?: Pest;
  failed: boolean;
}

/** A library entry in the language on screen: at once when this visit has read it, else fetched. */
export function useLibraryEntry(slug: string) {
  const { i18n } = useTranslation();
  const lang: LibraryLanguage = i18n.resolvedLanguage === 'sw' ? 'sw' : 'en';
  const key = `${lang}:${slug}`;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ key: '', failed: false });

  useEffect(() => {
    let live = true;
    fetchPest(slug, lang).then(
      (entry) => live && setLoaded({ key: `${lang}:${slug}`, entry, failed: false }),
      () => live && setLoaded({ key: `${lang}:${slug}`, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [slug, lang, attempt]);

  const current = loaded.key === key ? loaded : undefined;
  return {
    entry: cachedPest(slug, lang) ?? current?.entry,
    failed: Boolean(current?.failed),
    retry: () => setAttempt((count) => count + 1),
  };
}
