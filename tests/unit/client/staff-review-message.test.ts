import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FarmerMessage } from '../../../src/contract/staff.ts';
import { staffAnswerMessage } from '../../../src/conversation/staff-answer-message.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

beforeAll(() => setupTestI18n());

const review = (label: string, slug: string | null, body = '', replaces = false): FarmerMessage => ({
  id: 'm1',
  author: 'Achieng Odhiambo',
  reference: 'MIM-4F7K2',
  body,
  review: { label, slug, replaces_earlier: replaces },
  created_at: '2026-11-24T08:00:00.000Z',
});
const said = (message: ReturnType<typeof staffAnswerMessage>, language = 'en') => {
  const { key, params } = (message.body as { text: { key: string; params: Record<string, string> } }).text;
  return i18next.getFixedT(language)(key as never, params) as string;
};

describe('an agronomist’s review in the farmer’s chat', () => {
  it('names what it is, in both languages, with the note and a way to its advice', () => {
    const message = staffAnswerMessage(review('maize__leaf_blight', 'maize-leaf-blight', 'Ondoa majani.'));
    expect(said(message)).toBe(
      'Achieng Odhiambo, Mimea agronomist, looked at your photos for booking MIM-4F7K2: it is Maize leaf blight. Ondoa majani.',
    );
    expect(said(message, 'sw')).toContain('ameziangalia picha zako za miadi MIM-4F7K2');
    expect(said(message, 'sw')).not.toContain('condition.');
    expect(message.quickReplies).toEqual([
      { value: 'flow:advice?slug=maize-leaf-blight', label: { key: 'talk:staff_review_advice' } },
    ]);
  });

  it('says "none the app knows" for unknown / other, with no advice to offer', () => {
    const message = staffAnswerMessage(review('unknown', null));
    expect(said(message)).toBe(
      'Achieng Odhiambo, Mimea agronomist, looked at your photos for booking MIM-4F7K2: it is none of the problems this app knows.',
    );
    expect(message.quickReplies).toBeUndefined();
  });

  it('says a changed review replaces the earlier answer, in both languages', () => {
    const message = staffAnswerMessage(review('maize__leaf_spot', 'maize-leaf-spot', 'Grey lesions.', true));
    expect(said(message)).toBe(
      'Achieng Odhiambo, Mimea agronomist, changed the answer for booking MIM-4F7K2. This replaces the earlier one: it is Maize leaf spot. Grey lesions.',
    );
    expect(said(message, 'sw')).toContain('Jibu hili linachukua nafasi ya lile la awali');
    expect(said(staffAnswerMessage(review('unknown', null, '', true)))).toContain(
      'This replaces the earlier one: it is none of the problems this app knows.',
    );
  });

  it('leaves a typed answer as it was', () => {
    const message = staffAnswerMessage({ ...review('x', null, 'Spray in the evening.'), review: null });
    expect(said(message)).toBe(
      'Answer from Achieng Odhiambo, Mimea agronomist, about booking MIM-4F7K2: Spray in the evening.',
    );
  });
});

describe('an approved outbreak alert in the farmer’s chat', () => {
  it('is called an outbreak alert, in both languages, not an agronomist’s answer', () => {
    const message = staffAnswerMessage({
      id: 'm2',
      author: 'Mimea',
      reference: null,
      body: 'Mimea: viwavijeshi vimethibitishwa wadi ya Port Reitz.',
      review: null,
      alert_id: '7d0c6f0e-2f3a-4c55-9b7e-0b8f4a1f9c11',
      created_at: '2026-11-24T08:00:00.000Z',
    });
    expect(said(message)).toBe('Outbreak alert — Mimea: viwavijeshi vimethibitishwa wadi ya Port Reitz.');
    expect(said(message, 'sw')).toBe(
      'Tahadhari ya mlipuko — Mimea: viwavijeshi vimethibitishwa wadi ya Port Reitz.',
    );
    expect(said(message)).not.toContain('agronomist');
  });
});

describe('a notice the farmer chose to get in the chat only', () => {
  it('is shown as Mimea wrote it, not as an agronomist’s answer', () => {
    const message = staffAnswerMessage({
      id: 'm3',
      author: 'Mimea',
      reference: null,
      body: 'Mimea: your booking MIM-4F7K2 with an agronomist is on Tue 3 Mar, 10:00. Please keep your phone near.',
      review: null,
      notice: true,
      created_at: '2026-11-24T08:00:00.000Z',
    });
    expect(message.body).toEqual({
      kind: 'literal',
      text: 'Mimea: your booking MIM-4F7K2 with an agronomist is on Tue 3 Mar, 10:00. Please keep your phone near.',
    });
  });
});
