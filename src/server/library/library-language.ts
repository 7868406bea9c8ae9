import type { FastifyRequest } from 'fastify';
import { libraryLanguages } from '../../contract/library.ts';
import { pickLanguage } from '../i18n/server-translator.ts';

export type LibraryLanguage = (typeof libraryLanguages)[number];

/** `?lang=` when given, else the best match of the request's Accept-Language, else English. */
export function libraryLanguage(request: FastifyRequest, lang: LibraryLanguage | undefined): LibraryLanguage {
  if (lang) return lang;
  const picked = pickLanguage(request.headers['accept-language']);
  return (libraryLanguages as readonly string[]).includes(picked) ? (picked as LibraryLanguage) : 'en';
}
