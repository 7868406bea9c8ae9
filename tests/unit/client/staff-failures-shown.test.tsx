import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setCallbackStatus, setEngagementStatus } from '../../../src/api/staff.ts';
import { StaffOutcome } from '../../../src/app/routes/staff/staff-outcome.tsx';
import { StaffRequest } from '../../../src/app/routes/staff/staff-request.tsx';
import type { StaffCallback, StaffEngagement } from '../../../src/contract/staff.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

vi.mock('../../../src/api/staff.ts', () => ({ setCallbackStatus: vi.fn(), setEngagementStatus: vi.fn() }));

/** A request the server refused to change: a 500 as the API client rejects it. */
const serverError = () =>
  Object.assign(new Error('HTTP 500'), {
    isAxiosError: true,
    response: { status: 500, data: { detail: 'Server error.', code: 'server_error' }, headers: {} },
  });

const enquiry: StaffEngagement = {
  id: '3d9c0b1a-2e4f-4a6b-8c7d-9e0f1a2b3c4d',
  reference: 'MIM-E4K9T',
  kind: 'enquiry',
  name: 'Otieno Ouma',
  phone_number: null,
  email: 'otieno@example.com',
  language: 'en',
  details: { message: 'Do you deliver to Kisumu?' },
  status: 'new',
  created_at: '2026-11-20T07:00:00.000Z',
  retain_until: null,
};

const booking: StaffCallback = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  reference: 'MIM-C7PQ2',
  name: 'Wanjiku Kamau',
  phone_number: '+254712345678',
  channel: 'call',
  language: 'sw',
  topic: 'crop_problem',
  slot: { start: '2026-11-29T06:00:00.000Z', end: '2026-11-29T06:30:00.000Z' },
  status: 'new',
  case: null,
  note: null,
  created_at: '2026-11-28T18:00:00.000Z',
  due_at: '2026-11-29T06:00:00.000Z',
  overdue_minutes: null,
  unanswered_calls: 0,
  closed_unreached: false,
  attempts: [],
  candidates: [],
  notes: [],
  answers: [],
  review: null,
};

beforeAll(async () => {
  await setupTestI18n('en');
});

/** Issue 38 §5: every action shows its true outcome; a failure says so and offers to try again. */
describe('a failed action on the desk looks like a failure', () => {
  it('keeps a request’s status as the server has it when the change fails, and the retry changes it', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    vi.mocked(setEngagementStatus)
      .mockRejectedValueOnce(serverError())
      .mockResolvedValueOnce({ ...enquiry, status: 'done' });
    const { rerender } = render(
      <MemoryRouter>
        <StaffRequest item={enquiry} onChanged={changed} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The status was not changed to “Done”.');
    expect(screen.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    expect(changed).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(setEngagementStatus).toHaveBeenLastCalledWith(enquiry.id, 'done');
    expect(changed).toHaveBeenCalledWith({ ...enquiry, status: 'done' });
    rerender(
      <MemoryRouter>
        <StaffRequest item={{ ...enquiry, status: 'done' }} onChanged={changed} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says an outcome was not saved, leaves the booking’s own status pressed, and retries that outcome', async () => {
    const user = userEvent.setup();
    const saved = vi.fn();
    vi.mocked(setCallbackStatus)
      .mockRejectedValueOnce(serverError())
      .mockResolvedValueOnce({ ...booking, status: 'called' });
    render(<StaffOutcome booking={booking} onSaved={saved} />);
    await user.click(screen.getByRole('button', { name: 'Called' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('“Called” was not saved.');
    expect(screen.getByRole('button', { name: 'Called' })).toHaveAttribute('aria-pressed', 'false');
    expect(saved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(setCallbackStatus).toHaveBeenLastCalledWith(booking.id, 'called');
    expect(saved).toHaveBeenCalledWith({ ...booking, status: 'called' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
