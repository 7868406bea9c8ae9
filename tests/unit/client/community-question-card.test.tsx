import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { CommunityQuestionCard } from '../../../src/chat/cards/community-question-card.tsx';
import type { CommunityQuestionCardData } from '../../../src/conversation/cards/community-card-data.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

const draft: CommunityQuestionCardData = {
  text: 'Majani ya mahindi yana madoa ya kijivu.\nNifanye nini?',
  thumbnails: ['data:image/jpeg;base64,AAAA', 'data:image/jpeg;base64,BBBB'],
  crop: 'maize',
  place: 'Nakuru',
};

const show = (data: CommunityQuestionCardData) =>
  render(
    <MemoryRouter>
      <CommunityQuestionCard data={data} />
    </MemoryRouter>,
  );

describe('the Community question in the chat', () => {
  beforeAll(() => setupTestI18n('sw'));

  it('before posting shows everything that will be posted: the words, each photo, the crop and the place', () => {
    show(draft);
    expect(screen.getByText('Swali lako kwa jamii')).toBeTruthy();
    expect(screen.getByText(/Nifanye nini\?/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picha 1 kati ya 2' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picha 2 kati ya 2' })).toBeTruthy();
    expect(screen.getByText('Mahindi')).toBeTruthy();
    expect(screen.getByText('Nakuru')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('once posted links to the question’s page; a check without a place says none was given', () => {
    show({ ...draft, place: null, thumbnails: [], question: '6f1c2b1e-0000-4000-8000-000000000001' });
    expect(screen.getByText('Swali lako limetumwa')).toBeTruthy();
    expect(screen.getByText('Hujataja')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fungua swali lako' }).getAttribute('href')).toBe(
      '/community/6f1c2b1e-0000-4000-8000-000000000001',
    );
  });
});
