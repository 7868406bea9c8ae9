import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchQueue } from '../../../src/api/staff.ts';
import { QUEUE_POLL_MS, StaffQueue } from '../../../src/app/routes/staff/staff-queue.tsx';
import type { StaffQueue as Queue } from '../../../src/contract/staff.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

vi.mock('../../../src/api/staff.ts', () => ({ fetchQueue: vi.fn() }));
const queueOf = (count: number): Queue => ({
  count,
  next: null,
  previous: null,
  results: [],
  counts: { overdue: 0, today: count, later: 0 },
});
const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeAll(async () => {
  await setupTestI18n('en');
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('the staff queue count', () => {
  it('shows the count of the first answer and keeps it current while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(fetchQueue).mockResolvedValueOnce(queueOf(2)).mockResolvedValue(queueOf(3));
    render(<StaffQueue selected={null} onOpen={() => undefined} refresh={0} />);
    expect(await screen.findByRole('status')).toHaveTextContent('2 bookings');

    await act(() => vi.advanceTimersByTimeAsync(QUEUE_POLL_MS));
    expect(screen.getByRole('status')).toHaveTextContent('3 bookings');
  });

  it('asks nothing while the page is hidden, and catches up as soon as it is shown again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(fetchQueue).mockReset().mockResolvedValueOnce(queueOf(0)).mockResolvedValue(queueOf(1));
    render(<StaffQueue selected={null} onOpen={() => undefined} refresh={0} />);
    expect(await screen.findByRole('status')).toHaveTextContent('0 bookings');

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(3 * QUEUE_POLL_MS));
    expect(fetchQueue).toHaveBeenCalledTimes(1);

    act(() => setVisibility('visible'));
    expect(await screen.findByText('1 booking')).toBeInTheDocument();
  });
});
