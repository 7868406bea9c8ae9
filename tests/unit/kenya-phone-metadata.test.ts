import fullMetadata from 'libphonenumber-js/metadata.min.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { kenyaPhoneMetadata } from '../../src/contract/kenya-phone-metadata.ts';
import { toKenyanE164 } from '../../src/contract/phone-number.ts';

describe('Kenyan phone metadata', () => {
  it('is the installed library’s Kenyan entry, unchanged', () => {
    expect(kenyaPhoneMetadata).toEqual({
      version: fullMetadata.version,
      country_calling_codes: { '254': fullMetadata.country_calling_codes['254'] },
      countries: { KE: fullMetadata.countries.KE },
      nonGeographic: {},
    });
  });

  it('reads every common Kenyan form and refuses other countries', () => {
    for (const input of ['0712 345 678', '+254712345678', '254712345678', '0112345678']) {
      expect(toKenyanE164(input)).toMatch(/^\+254\d{9}$/);
    }
    expect(toKenyanE164('+14155552671')).toBeNull();
    expect(toKenyanE164('+255712345678')).toBeNull();
    expect(toKenyanE164('0712')).toBeNull();
  });
});
