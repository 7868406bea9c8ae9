import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchCasePhotoUrl, fetchFarmerHistory } from '../../../src/api/staff.ts';
import { FarmerHistory } from '../../../src/app/routes/staff/farmer-history.tsx';
import type { FarmerHistory as History } from '../../../src/contract/staff-history.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

vi.mock('../../../src/api/staff.ts', () => ({
  fetchFarmerHistory: vi.fn(),
  fetchCasePhotoUrl: vi.fn(async () => 'blob:check-photo'),
}));

const EARLIER_ID = '5a0f3c2e-9b1d-4e7a-8c6f-2d3e4f5a6b7c';
const CHECK_PHOTO = '0e1d2c3b-4a59-4687-a6b5-c4d3e2f1a0b9';
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
  checks: [
    {
      id: '7b1e2d3c-4f5a-4b6c-9d7e-8f9a0b1c2d3e',
      crop: 'bean',
      status: 'confirmed',
      confirmed_label: 'bean__rust',
      photo_ids: [CHECK_PHOTO],
      created_at: '2026-09-03T08:30:00.000Z',
    },
  ],
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

  it('shows an earlier check with its photo, fetched through this booking, as a button that enlarges it', async () => {
    vi.mocked(fetchFarmerHistory).mockResolvedValueOnce(history);
    show('c0ffee00-0000-4000-8000-000000000003');
    const photo = await screen.findByRole('button', { name: /^Enlarge Check of .+, photo 1$/ });
    expect(fetchCasePhotoUrl).toHaveBeenCalledWith('c0ffee00-0000-4000-8000-000000000003', CHECK_PHOTO);
    expect(photo.closest('li')).toHaveTextContent(/Beans · Bean rust · 1 photo/);
    expect(screen.getByRole('img', { name: /^Check of .+, photo 1$/ })).toHaveAttribute(
      'src',
      'blob:check-photo',
    );
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
