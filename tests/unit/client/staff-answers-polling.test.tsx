import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStaffAnswers } from '../../../src/api/farmer-messages.ts';
import { ANSWERS_POLL_MS, useStaffAnswers } from '../../../src/app/routes/use-staff-answers.ts';
import { SETTLE_MS } from '../../../src/app/when-used-or-settled.ts';
import type { FarmerMessage } from '../../../src/contract/staff.ts';

vi.mock('../../../src/api/farmer-messages.ts', () => ({ fetchStaffAnswers: vi.fn() }));
const answer: FarmerMessage = {
  id: 'a1',
  author: 'Agronomist Achieng',
  reference: null,
  body: 'Spray in the evening.',
  review: null,
  created_at: '2026-11-24T08:00:00.000Z',
};

afterEach(() => vi.useRealTimers());

describe('staff answers in an open chat', () => {
  it('arrive while the chat stays open, without reopening the app', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(fetchStaffAnswers).mockResolvedValueOnce([]).mockResolvedValue([answer]);
    const deliver = vi.fn();
    renderHook(() => useStaffAnswers(deliver));
    // The first look waits until the page has settled after loading.
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_MS - 100));
    expect(fetchStaffAnswers).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => vi.waitFor(() => expect(fetchStaffAnswers).toHaveBeenCalledTimes(1)));
    expect(deliver).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(ANSWERS_POLL_MS));
    await vi.waitFor(() => expect(deliver).toHaveBeenCalled());
    expect(deliver).toHaveBeenCalledWith([expect.objectContaining({ id: 'staff-answer-a1' })]);
  });

  it('are looked for at the first touch, before the page has settled', async () => {
    vi.mocked(fetchStaffAnswers).mockReset().mockResolvedValue([answer]);
    const deliver = vi.fn();
    renderHook(() => useStaffAnswers(deliver));
    act(() => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await vi.waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
    act(() => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('are fetched at once when the phone comes back online', async () => {
    vi.mocked(fetchStaffAnswers).mockReset().mockResolvedValue([answer]);
    const deliver = vi.fn();
    renderHook(() => useStaffAnswers(deliver));
    act(() => void window.dispatchEvent(new Event('keydown')));
    await vi.waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(deliver).toHaveBeenCalledTimes(2));
  });
});
