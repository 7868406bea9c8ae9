import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { searchDesk } from '../../../src/api/staff.ts';
import type { StaffSearch } from '../../../src/contract/staff-search.ts';
import { renderStaffWorkspace } from './render-staff-workspace.tsx';
import { setupTestI18n } from './i18n-for-tests.ts';

vi.mock('../../../src/api/staff.ts', () => ({
  searchDesk: vi.fn(),
  fetchQueue: vi.fn(() => new Promise(() => undefined)),
}));

const BOOKING_ID = '0b7d1c9e-3f2a-4d5b-8c6e-7a9f0e1d2c3b';
const found: StaffSearch = {
  callbacks: {
    count: 30,
    results: [
      {
        id: BOOKING_ID,
        reference: 'MIM-4F7K2',
        name: 'Achieng Otieno',
        phone_number: '+254712345678',
        channel: 'call',
        language: 'sw',
        topic: 'crop_problem',
        slot: { start: '2026-11-23T06:00:00.000Z', end: '2026-11-23T06:30:00.000Z' },
        status: 'new',
        case: { crop: 'maize' },
        note: null,
        created_at: '2026-11-22T06:00:00.000Z',
        due_at: '2026-11-23T06:00:00.000Z',
        overdue_minutes: null,
        unanswered_calls: 0,
        closed_unreached: false,
      },
    ],
  },
  requests: { count: 0, results: [] },
};

beforeAll(async () => {
  await setupTestI18n('en');
});

describe('the desk search', () => {
  it('says a one-letter search is too short, and asks nothing', async () => {
    const user = userEvent.setup();
    renderStaffWorkspace('staff');
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings and requests' }), 'a{Enter}');
    expect(screen.getByText('Write at least 2 characters.')).toBeInTheDocument();
    expect(searchDesk).not.toHaveBeenCalled();
  });

  it('lists what it found, each booking a link to its own address, and says when there is more', async () => {
    const user = userEvent.setup();
    vi.mocked(searchDesk).mockResolvedValue(found);
    renderStaffWorkspace('staff');
    await user.type(screen.getByRole('searchbox'), '0712 345 678{Enter}');
    expect(await screen.findByRole('heading', { name: 'Search: 0712 345 678' })).toBeInTheDocument();
    expect(searchDesk).toHaveBeenCalledWith('0712 345 678');
    expect(screen.getByRole('status')).toHaveTextContent('Found: bookings 30, requests 0.');
    expect(screen.getByRole('link', { name: /Achieng Otieno/ })).toHaveAttribute(
      'href',
      `/staff/callbacks/${BOOKING_ID}`,
    );
    expect(
      screen.getByText('Showing the newest 1 of 30. Add a word to narrow the search.'),
    ).toBeInTheDocument();
    // The search is not one of the tabs, so none of them is pressed.
    expect(screen.getByRole('button', { name: 'Callbacks' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not offered to data managers, who do not work the queue', () => {
    renderStaffWorkspace('data_manager');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
