import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { decideOnAccount, fetchStaffAccount, fetchStaffAccountById } from '../../../src/api/staff.ts';
import { renderStaffWorkspace } from './render-staff-workspace.tsx';
import type { StaffAccount } from '../../../src/contract/staff-accounts.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

vi.mock('../../../src/api/staff.ts', () => ({
  fetchStaffAccount: vi.fn(),
  fetchStaffAccountById: vi.fn(),
  decideOnAccount: vi.fn(),
  fetchQueue: vi.fn(() => new Promise(() => undefined)),
}));

const account: StaffAccount = {
  id: '6f1c2b1e-4a5d-4c3b-9e8f-0a1b2c3d4e5f',
  name: 'Njeri Wambui',
  phone_number: '+254712345678',
  email: null,
  status: 'active',
  created_at: '2026-11-01T07:00:00.000Z',
  decisions: [],
};
const httpError = (status: number, code: string) =>
  Object.assign(new Error(`HTTP ${status}`), {
    isAxiosError: true,
    response: { status, data: { detail: code, code }, headers: {} },
  });

beforeAll(async () => {
  await setupTestI18n('en');
});

describe('the staff accounts tab', () => {
  it('is offered to admins only', () => {
    const { unmount } = renderStaffWorkspace('staff');
    expect(screen.queryByRole('button', { name: 'Accounts' })).not.toBeInTheDocument();
    unmount();
    renderStaffWorkspace('admin');
    expect(screen.getByRole('button', { name: 'Accounts' })).toBeInTheDocument();
  });

  it('explains a conflict in words, and terminates only after the confirmation', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchStaffAccount).mockResolvedValue(account);
    vi.mocked(decideOnAccount)
      .mockRejectedValueOnce(httpError(409, 'account_already_suspended'))
      .mockResolvedValueOnce(null);
    renderStaffWorkspace('admin', '/staff/accounts');
    await user.type(screen.getByLabelText('Phone number of the account'), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Find account' }));
    await user.type(await screen.findByLabelText('Reason for the decision'), 'Abusive messages');
    // Found by the search, it is not fetched again for its address.
    expect(fetchStaffAccountById).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is already suspended.');

    await user.click(screen.getByRole('button', { name: 'Terminate' }));
    expect(decideOnAccount).toHaveBeenCalledTimes(1);
    expect(
      screen.getByText(/deletes the account of Njeri Wambui and its data for good/).closest('p'),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete the account for good' }));
    expect(decideOnAccount).toHaveBeenLastCalledWith(account.id, 'terminate', {
      reason: 'Abusive messages',
      language: 'sw',
    });
    expect(await screen.findByText(/The account of Njeri Wambui is deleted/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Njeri Wambui' })).not.toBeInTheDocument();
  });

  it('opens an account at its own address, as a link or a reload does', async () => {
    vi.mocked(fetchStaffAccountById).mockResolvedValueOnce(account);
    renderStaffWorkspace('admin', `/staff/accounts/${account.id}`);
    expect(await screen.findByRole('heading', { name: 'Njeri Wambui' })).toBeInTheDocument();
    expect(fetchStaffAccountById).toHaveBeenCalledWith(account.id);
    expect(fetchStaffAccount).toHaveBeenCalledTimes(1);
  });
});
