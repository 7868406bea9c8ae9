import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * libphonenumber's rules for Kenya alone: the only country the app accepts (+254). The library's own
 * metadata covers every country and is about 30 KB gzip on every screen that reads a phone number;
 * this is the `KE` entry of `libphonenumber-js/metadata.min.json`, copied as the library documents
 * for custom metadata. tests/unit/kenya-phone-metadata.test.ts fails when the installed library's
 * Kenyan rules change, so a package update cannot leave them stale.
 */
export const kenyaPhoneMetadata: MetadataJson = {
  version: 4,
  country_calling_codes: { '254': ['KE'] },
  countries: {
    KE: [
      '254',
      '000',
      '(?:[17]\\d\\d|900)\\d{6}|(?:2|80)0\\d{6,7}|[4-6]\\d{6,8}',
      [7, 8, 9, 10],
      [
        ['(\\d{2})(\\d{5,7})', '$1 $2', ['[24-6]'], '0$1'],
        ['(\\d{3})(\\d{6})', '$1 $2', ['[17]'], '0$1'],
        ['(\\d{3})(\\d{3})(\\d{3,4})', '$1 $2 $3', ['[89]'], '0$1'],
      ],
      '0',
    ],
  },
  nonGeographic: {},
};
