import i18next from 'i18next';
import { pestListSchema, pestSchema, type Pest, type PestListItem } from '../contract/library.ts';
import { apiClient } from './api-client.ts';

export type LibraryLanguage = 'en' | 'sw';
const LIST_PAGE = 100;

/** The library's language for the words on screen now; anything but Swahili reads the English. */
export const currentLibraryLanguage = (): LibraryLanguage =>
  i18next.resolvedLanguage === 'sw' ? 'sw' : 'en';

/** The entries for one crop (or all), with the words symptom narrowing needs; one page is the whole crop. */
export async function listPests(params: { crop?: string; search?: string }): Promise<PestListItem[]> {
  const { data } = await apiClient.get('pest/', {
    params: { ...params, lang: currentLibraryLanguage(), page_size: LIST_PAGE },
  });
  return pestListSchema.parse(data).results;
}

// Entries read in this visit, by language and by every slug that opens them, so an advice card that
// re-renders (another step, a language switch back) shows at once without asking the server again.
const entries = new Map<string, Pest>();
const pending = new Map<string, Promise<Pest>>();
const key = (slug: string, lang: LibraryLanguage) => `${lang}:${slug}`;

export function cachedPest(slug: string, lang: LibraryLanguage): Pest | undefined {
  return entries.get(key(slug, lang));
}

/** One entry by its slug or another slug that opens it (a classifier slug), in the given language. */
export function fetchPest(slug: string, lang: LibraryLanguage = currentLibraryLanguage()): Promise<Pest> {
  const cached = cachedPest(slug, lang);
  if (cached) return Promise.resolve(cached);
  const inFlight = pending.get(key(slug, lang));
  if (inFlight) return inFlight;
  const request = apiClient
    .get(`pest/${encodeURIComponent(slug)}/`, { params: { lang } })
    .then(({ data }) => {
      const entry = pestSchema.parse(data);
      for (const name of [slug, entry.slug, ...entry.aliases]) entries.set(key(name, lang), entry);
      return entry;
    })
    .finally(() => pending.delete(key(slug, lang)));
  pending.set(key(slug, lang), request);
  return request;
}
