import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAnswers, fetchQuestion, markSolved, reportPost } from '../../../src/api/community.ts';
import { isLoggedIn } from '../../../src/api/session-store.ts';
import { CommunityQuestionPage } from '../../../src/app/routes/community/community-question-page.tsx';
import type { Answer, Question } from '../../../src/contract/community.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

vi.mock('../../../src/api/community.ts', () => ({
  fetchQuestion: vi.fn(),
  fetchAnswers: vi.fn(),
  markHelpful: vi.fn(),
  markSolved: vi.fn(),
  reportPost: vi.fn(),
  postAnswer: vi.fn(),
  communityPhotoUrl: (path: string) => path,
}));
vi.mock('../../../src/api/session-store.ts', () => ({ isLoggedIn: vi.fn(() => true) }));

const QUESTION = '6f1c2b1e-0000-4000-8000-000000000001';
const author = { nickname: 'Njeri K.', picture: null, agronomist: false };
const question = (mine: boolean): Question => ({
  id: QUESTION,
  text: 'Majani ya nyanya yana madoa',
  crop: 'tomato',
  photos: [],
  county: null,
  language: 'sw',
  author,
  answers: 2,
  solved: false,
  state: 'published',
  hidden_reason: null,
  mine,
  created_at: '2026-11-29T08:00:00.000Z',
});
const answer = (id: string, text: string): Answer => ({
  id,
  question: QUESTION,
  text,
  author,
  helpful: 0,
  marked_helpful: false,
  solved: false,
  state: 'published',
  hidden_reason: null,
  mine: false,
  created_at: '2026-11-29T09:00:00.000Z',
});

function show(mine: boolean) {
  vi.mocked(fetchQuestion).mockResolvedValue(question(mine));
  vi.mocked(fetchAnswers).mockResolvedValue({
    count: 2,
    next: null,
    previous: null,
    results: [answer('a1', 'Ondoa majani'), answer('a2', 'Nyunyiza dawa')],
  });
  render(
    <MemoryRouter initialEntries={[`/community/${QUESTION}`]}>
      <Routes>
        <Route path="/community/:id" element={<CommunityQuestionPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const answerItem = async (text: string) => (await screen.findByText(text)).closest('li')!;

describe('reporting a post and marking the answer that solved it', () => {
  beforeAll(() => setupTestI18n('sw'));
  beforeEach(() => {
    vi.mocked(reportPost).mockReset();
    vi.mocked(markSolved).mockReset();
    vi.mocked(isLoggedIn).mockReturnValue(true);
  });

  it('reports an answer with a reason, asks for one when none is chosen, and thanks once sent', async () => {
    vi.mocked(reportPost).mockResolvedValue();
    show(false);
    const item = within(await answerItem('Nyunyiza dawa'));
    fireEvent.click(item.getByText('Ripoti'));
    fireEvent.click(item.getByRole('button', { name: 'Tuma ripoti' }));
    expect(item.getByRole('alert').textContent).toBe('Chagua tatizo lake.');
    expect(reportPost).not.toHaveBeenCalled();
    fireEvent.click(item.getByRole('radio', { name: 'Ushauri hatari' }));
    fireEvent.click(item.getByRole('button', { name: 'Tuma ripoti' }));
    expect((await item.findByRole('status')).textContent).toBe(
      'Asante. Afisa wetu wa malalamiko ataiangalia.',
    );
    expect(reportPost).toHaveBeenCalledWith({ answer: 'a2', reason: 'dangerous_advice' });
  });

  it('a report that fails says so and keeps the reason chosen', async () => {
    vi.mocked(reportPost).mockRejectedValue({ isAxiosError: true, code: 'ERR_NETWORK' });
    show(false);
    await screen.findByText('Majani ya nyanya yana madoa');
    const [questionReport] = screen.getAllByText('Ripoti');
    fireEvent.click(questionReport!);
    const form = within(questionReport!.closest('details')!);
    fireEvent.click(form.getByRole('radio', { name: 'Matangazo au barua taka' }));
    fireEvent.click(form.getByRole('button', { name: 'Tuma ripoti' }));
    expect(await form.findByRole('alert')).toBeTruthy();
    expect(reportPost).toHaveBeenCalledWith({ question: QUESTION, reason: 'spam' });
    expect((form.getByRole('radio', { name: 'Matangazo au barua taka' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('only the asker marks the answer that solved it; the mark moves to the one chosen', async () => {
    vi.mocked(markSolved).mockResolvedValue({ ...question(true), solved: true });
    show(true);
    const first = within(await answerItem('Ondoa majani'));
    // The asker reports nothing of their own question, but may report an answer.
    expect(screen.getAllByText('Ripoti')).toHaveLength(2);
    fireEvent.click(first.getByRole('button', { name: 'Limetatua tatizo langu' }));
    expect(await first.findByText('Hili ndilo lililotatua')).toBeTruthy();
    expect(markSolved).toHaveBeenCalledWith(QUESTION, 'a1');
    expect(first.queryByRole('button', { name: 'Limetatua tatizo langu' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Limetatua tatizo langu' })).toHaveLength(1);
  });

  it('nobody else sees "it solved my problem"', async () => {
    show(false);
    await answerItem('Ondoa majani');
    expect(screen.queryByRole('button', { name: 'Limetatua tatizo langu' })).toBeNull();
  });

  it('nobody signed out sees "report"', async () => {
    vi.mocked(isLoggedIn).mockReturnValue(false);
    show(false);
    await answerItem('Ondoa majani');
    expect(screen.queryByText('Ripoti')).toBeNull();
  });
});
