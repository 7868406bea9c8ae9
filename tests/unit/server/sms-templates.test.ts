import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gsm7Length, isGsm7, smsParts } from '../../../src/server/providers/sms/gsm7.ts';
import { formatSlot } from '../../../src/server/services/callbacks/nairobi-time.ts';
import { productList } from '../../../src/server/services/engagement/product-catalogue.ts';
import { smsText } from '../../../src/server/services/outbox/sms-templates.ts';

const templates = Object.keys(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../locales/en/sms.json'), 'utf8')),
);
/** The longest values real messages carry: a Wednesday in September, the catalogue's longest product name. */
const longest = (language: string) => ({
  reference: 'MIM-WXYZ9',
  slot: formatSlot(new Date('2026-09-23T13:30:00Z'), language),
  product: productList(language).reduce((a, b) => (b.name.length > a.name.length ? b : a)).name,
  quantity: 10_000,
  text: '',
  contact: 'malalamiko@mimea-kilimo.co.ke',
});

describe('SMS texts', () => {
  it.each(['en', 'sw'])('in %s each fit one 160-character GSM-7 message', (language) => {
    for (const template of templates) {
      const body = smsText(language, template, longest(language));
      expect(isGsm7(body), `${template}: ${body}`).toBe(true);
      expect(gsm7Length(body), `${template}: ${body}`).toBeLessThanOrEqual(160);
    }
  });

  it('are in the language the user chose', () => {
    const params = longest('sw');
    expect(smsText('sw', 'callback_booked_call', params)).toContain('atakupigia');
    expect(smsText('en', 'callback_booked_call', longest('en'))).toContain('will call you');
    expect(formatSlot(new Date('2026-11-24T07:00:00Z'), 'sw')).toBe('Jumanne, 24 Nov, saa nne asubuhi');
    expect(formatSlot(new Date('2026-11-24T07:00:00Z'), 'en')).toBe('Tue, 24 Nov, 10:00');
  });

  it('count GSM-7 septets and parts the way phones bill them', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(gsm7Length('€[]')).toBe(6);
    expect(isGsm7('Mimea’s')).toBe(false);
    expect(smsParts('’'.repeat(71))).toBe(2);
  });
});
