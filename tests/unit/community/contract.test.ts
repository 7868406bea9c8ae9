import { describe, expect, it } from 'vitest';
import {
  maskContacts,
  questionCreateSchema,
  questionQuerySchema,
  reportCreateSchema,
} from '../../../src/contract/community.ts';

const photo = '0b5d1c4e-9f3a-4a7e-8f55-3c1d2e4f5a6b';

describe('community contract', () => {
  it('takes a question of up to 2,000 characters with up to three photos', () => {
    const ok = questionCreateSchema.safeParse({ text: 'Majani yana madoa', crop: 'maize', language: 'sw' });
    expect(ok.success && ok.data).toMatchObject({ photos: [], county: null });
    expect(
      questionCreateSchema.safeParse({ text: 'x'.repeat(2001), crop: 'maize', language: 'sw' }).success,
    ).toBe(false);
    expect(
      questionCreateSchema.safeParse({
        text: 'x',
        crop: 'maize',
        language: 'en',
        photos: [photo, photo, photo, photo],
      }).success,
    ).toBe(false);
    expect(questionCreateSchema.safeParse({ text: '   ', crop: 'maize', language: 'en' }).success).toBe(
      false,
    );
  });

  it('filters the feed and pages it', () => {
    const query = questionQuerySchema.parse({ unanswered: 'true', county: '047', crop: 'beans' });
    expect(query).toMatchObject({ unanswered: true, page: 1, page_size: 20 });
    expect(questionQuerySchema.safeParse({ county: 'Nairobi' }).success).toBe(false);
  });

  it('reports exactly one post', () => {
    expect(reportCreateSchema.safeParse({ question: photo, reason: 'spam' }).success).toBe(true);
    expect(reportCreateSchema.safeParse({ reason: 'spam' }).success).toBe(false);
    expect(reportCreateSchema.safeParse({ question: photo, answer: photo, reason: 'abuse' }).success).toBe(
      false,
    );
  });

  it('masks phone numbers and e-mail addresses but keeps the rest', () => {
    expect(maskContacts('Nipigie 0712 345 678 au +254712345678, maize ya 2 kg')).toBe(
      'Nipigie •••• ••• ••• au +••••••••••••, maize ya 2 kg',
    );
    expect(maskContacts('andika wanjiru.k@example.co.ke leo')).toBe('andika •••@••• leo');
  });
});
