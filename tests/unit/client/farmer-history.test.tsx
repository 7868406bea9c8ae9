import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchFarmerHistory } from '../../../src/api/staff.ts';
import { FarmerHistory } from '../../../src/app/routes/staff/farmer-history.tsx';
import type { FarmerHistory as History } from '../../../src/contract/staff-history.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

vi.mock('../../../src/api/staff.ts', () => ({ fetchFarmerHistory: vi.fn() }));

const EARLIER_ID = '5a0f3c2e-9b1d-4e7a-8c6f-2d3e4f5a6b7c';
const history: History = {
  bookings: [
    {
      id: EARLIER_ID,
      reference: 'MIM-7QX3P',
      slot_start: '2026-10-12T06:00:00.000Z',
      status: 'no_answer',
      topic: 'crop_problem',
      crop: 'maize',
      finding: 'maize__common_rust',
      reviewed: null,
      photo_count: 2,
      calls: 3,
      unanswered_calls: 3,
    },
  ],
  checks: [],
  farms: [{ name: 'Shamba la juu', ward: 'Githunguri', county: 'Kiambu', area_acres: 1.5 }],
  plantings: [{ crop: 'bean', planted_on: '2026-10-01', season: 'short_rains', farm_name: 'Shamba la juu' }],
};
const show = (bookingId: string) =>
  render(
    <MemoryRouter>
      <FarmerHistory bookingId={bookingId} />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await setupTestI18n('en');
});

describe("the farmer's history on a booking", () => {
  it('links each earlier booking to its own address, with its calls, and lists farms and plantings', async () => {
    vi.mocked(fetchFarmerHistory).mockResolvedValueOnce(history);
    show('c0ffee00-0000-4000-8000-000000000001');
    const link = await screen.findByRole('link', { name: /MIM-7QX3P/ });
    expect(link).toHaveAttribute('href', `/staff/callbacks/${EARLIER_ID}`);
    const earlier = link.closest('li')!;
    expect(earlier).toHaveTextContent('No answer · Crop problem · Maize');
    expect(earlier).toHaveTextContent('2 photos · 3 calls tried, 3 unanswered');
    expect(screen.getByText('Shamba la juu · Githunguri ward, Kiambu · 1.5 acres')).toBeInTheDocument();
    expect(screen.getByText(/planted 1 October 2026 · short rains · Shamba la juu/)).toBeInTheDocument();
  });

  it("says when this is the farmer's first booking", async () => {
    vi.mocked(fetchFarmerHistory).mockResolvedValueOnce({
      bookings: [],
      checks: [],
      farms: [],
      plantings: [],
    });
    show('c0ffee00-0000-4000-8000-000000000002');
    expect(
      await screen.findByText("Nothing earlier: this is the farmer's first booking."),
    ).toBeInTheDocument();
  });
});
