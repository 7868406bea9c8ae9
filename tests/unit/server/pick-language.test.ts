import { describe, expect, it } from 'vitest';
import { pickLanguage, translatorFor } from '../../../src/server/i18n/server-translator.ts';

describe('server language choice', () => {
  it('honours Accept-Language with regions and q-values', () => {
    expect(pickLanguage('sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw');
    expect(pickLanguage('fr;q=1, en;q=0.5, sw;q=0.7')).toBe('sw');
  });

  it('falls back to English', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('de-DE')).toBe('en');
  });

  it('translates error messages', () => {
    expect(translatorFor('sw')('not_found')).toBe('Haikupatikana.');
  });
});
