import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnosis } from '../../../src/contract/diagnosis.ts';
import { caseReply } from '../../../src/machines/flows/history/messages.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

beforeAll(() => setupTestI18n());
afterEach(() => i18next.changeLanguage('en'));

// 21:30 UTC is already the 25th in Nairobi, where the farmer made the check.
const check = {
  id: 'd1',
  created_at: '2026-11-24T21:30:00Z',
  confirmed_label: null,
  images: [],
} as unknown as Diagnosis;

const shown = () => {
  const { label } = caseReply(check);
  return i18next.t(label.key as never, label.params as never);
};

describe('the days in My plant checks', () => {
  it('reads as English writes a date in Kenya', () => {
    expect(shown()).toBe('25 November 2026: not sure');
  });

  it('reads as Swahili writes it, for the same saved reply, once the language changes', async () => {
    await i18next.changeLanguage('sw');
    expect(shown()).toBe('25 Novemba 2026: sina uhakika');
  });
});
