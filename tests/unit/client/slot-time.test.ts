import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { slotTimeFormat } from '../../../src/contract/slot-time.ts';
import { swahiliClock } from '../../../src/contract/swahili-clock.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

beforeAll(() => setupTestI18n());
afterEach(() => i18next.changeLanguage('en'));

describe('the Swahili clock', () => {
  it.each([
    [8, 0, 'saa mbili asubuhi'],
    [13, 0, 'saa saba mchana'],
    [19, 30, 'saa moja na nusu jioni'],
    [6, 0, 'saa kumi na mbili asubuhi'],
    [12, 0, 'saa sita mchana'],
    [16, 15, 'saa kumi na robo jioni'],
    [8, 45, 'saa tatu kasorobo asubuhi'],
    [21, 0, 'saa tatu usiku'],
    [10, 20, 'saa nne na dakika 20 asubuhi'],
  ])('says %i:%i as %s', (hour, minute, words) => {
    expect(swahiliClock(hour, minute)).toBe(words);
  });
});

describe('a callback slot', () => {
  // 08:00 in Nairobi.
  const slot = Date.parse('2026-11-24T05:00:00Z');

  it('reads in Swahili with the Swahili hours, on Nairobi’s clock', () => {
    expect(slotTimeFormat('sw').format(slot)).toBe('Jumanne, 24 Nov, saa mbili asubuhi');
    expect(slotTimeFormat('sw', 'long').format(slot)).toBe('Jumanne, 24 Novemba, saa mbili asubuhi');
  });

  it('keeps the 24-hour clock in English', () => {
    expect(slotTimeFormat('en').format(slot)).toBe('Tue, 24 Nov, 08:00');
  });

  it('is offered in the chat the same way, in the language chosen', async () => {
    const choice = () => i18next.t('talk:callback.slot_label', { time: slot });
    expect(choice()).toBe('Tue, 24 Nov, 08:00');
    await i18next.changeLanguage('sw');
    expect(choice()).toBe('Jumanne, 24 Nov, saa mbili asubuhi');
  });
});
