import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchQueue } from '../../../src/api/staff.ts';
import { useStaffShortcuts } from '../../../src/app/routes/staff/use-staff-shortcuts.ts';
import type { StaffQueueItem } from '../../../src/contract/staff.ts';
import { renderStaffWorkspace } from './render-staff-workspace.tsx';
import { setupTestI18n } from './i18n-for-tests.ts';

vi.mock('../../../src/api/staff.ts', () => ({
  fetchQueue: vi.fn(),
  // The booking opened by J / K stays loading: this test is about which one opens.
  fetchStaffCallback: vi.fn(() => new Promise(() => undefined)),
}));

const queued = (id: string, name: string, reference: string): StaffQueueItem => ({
  id,
  reference,
  name,
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
});

/** The booking's controls as the desk marks them, with a spy on each click. */
function Controls({ move, pressed }: { move: (step: 1 | -1) => void; pressed: (key: string) => void }) {
  useStaffShortcuts(move);
  return (
    <>
      {['c', 'u', 'r', 'y'].map((key) => (
        <button key={key} type="button" data-shortcut={key} onClick={() => pressed(key)}>
          {key}
        </button>
      ))}
      <label>
        Answer
        <textarea data-shortcut="a" />
      </label>
    </>
  );
}

beforeAll(async () => {
  await setupTestI18n('en');
});

describe("the desk's keyboard shortcuts", () => {
  it('press the outcome and confirm buttons, go to the answer box, and leave typed text alone', async () => {
    const user = userEvent.setup();
    const move = vi.fn();
    const pressed = vi.fn();
    render(<Controls move={move} pressed={pressed} />);
    await user.keyboard('curyjk');
    expect(pressed.mock.calls.map(([key]) => key)).toEqual(['c', 'u', 'r', 'y']);
    expect(move.mock.calls).toEqual([[1], [-1]]);

    await user.keyboard('a');
    const answer = screen.getByLabelText('Answer');
    expect(answer).toHaveFocus();
    expect(answer).toHaveValue('');
    await user.keyboard('call you');
    expect(answer).toHaveValue('call you');
    expect(pressed).toHaveBeenCalledTimes(4);
    // A modifier is the browser's or the system's shortcut, never the desk's.
    answer.blur();
    await user.keyboard('{Control>}c{/Control}');
    expect(pressed).toHaveBeenCalledTimes(4);
  });

  it('J and K open the next and the previous booking of the queue at their addresses', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchQueue).mockResolvedValue({
      count: 2,
      next: null,
      previous: null,
      results: [
        queued('11111111-1111-4111-8111-111111111111', 'First Farmer', 'MIM-AAAA1'),
        queued('22222222-2222-4222-8222-222222222222', 'Second Farmer', 'MIM-BBBB2'),
      ],
      counts: { overdue: 0, today: 2, later: 0 },
    });
    renderStaffWorkspace('staff', '/staff/callbacks');
    const first = await screen.findByRole('button', { name: /First Farmer/ });
    const second = screen.getByRole('button', { name: /Second Farmer/ });
    await user.keyboard('j');
    expect(first).toHaveAttribute('aria-current', 'true');
    await user.keyboard('j');
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
    await user.keyboard('k');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: "Skip to the booking's actions" })).toHaveAttribute(
      'href',
      '#booking-actions',
    );
  });
});
