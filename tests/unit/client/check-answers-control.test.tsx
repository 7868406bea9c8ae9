import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CheckAnswersControl } from '../../../src/app/routes/check-answers-control.tsx';
import { rememberAnswers, rememberedAnswers } from '../../../src/conversation/photo/remembered-answers.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

beforeAll(() => setupTestI18n());
beforeEach(() => localStorage.clear());

describe('what plant checks remember on this phone, in the menu', () => {
  it('shows a question not asked yet, and a network chosen here is used from the next check', async () => {
    render(<CheckAnswersControl />);
    expect(screen.getByText('Place: not asked yet')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Mobile network'), 'airtel');
    expect(rememberedAnswers().provider).toBe('airtel');
  });

  it('forgets the place on request, so the next check asks again', async () => {
    rememberAnswers({ place: { name: 'Kiambu' }, provider: null });
    render(<CheckAnswersControl />);
    expect(screen.getByText('Place: Kiambu')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ask me again at the next check' }));
    expect(rememberedAnswers()).toEqual({ provider: null });
    expect(screen.getByText('Place: not asked yet')).toBeTruthy();
  });
});
