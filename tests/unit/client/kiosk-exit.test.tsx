import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KioskExit } from '../../../src/app/kiosk/kiosk-exit.tsx';
import { setupTestI18n } from './i18n-for-tests.ts';

const { post } = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../../src/api/api-client.ts', () => ({ apiClient: { post } }));

/** An axios-like refusal of the PIN, as the server gives it. */
const wrongPin = Object.assign(new Error('forbidden'), {
  isAxiosError: true,
  response: {
    status: 403,
    data: { detail: 'That PIN is not correct.', code: 'kiosk_pin_wrong' },
    headers: {},
  },
});

beforeAll(() => setupTestI18n());
afterEach(() => i18next.changeLanguage('en'));

async function tryPin(pin: string) {
  const box = screen.getByLabelText(/PIN/);
  await userEvent.type(box, `${pin}{Enter}`);
  return box;
}

describe('leaving kiosk mode', () => {
  it('says a wrong PIN is wrong, empties the box, and says so again on the next wrong one', async () => {
    post.mockRejectedValue(wrongPin);
    render(<KioskExit />);
    await userEvent.click(screen.getByRole('button', { name: 'Exit kiosk mode' }));
    const box = await tryPin('1111');
    expect(await screen.findByRole('alert')).toHaveTextContent('That PIN is not correct.');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    await tryPin('2222');
    expect(await screen.findByRole('alert')).toHaveTextContent('2 wrong tries');
  });

  it('says it in Swahili too', async () => {
    await i18next.changeLanguage('sw');
    post.mockRejectedValue(wrongPin);
    render(<KioskExit />);
    await userEvent.click(screen.getByRole('button'));
    await tryPin('1111');
    expect(await screen.findByRole('alert')).toHaveTextContent('PIN hiyo si sahihi');
  });
});
