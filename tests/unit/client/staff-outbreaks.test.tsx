import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchOutbreakCounts, fetchOutbreakShapes } from '../../../src/api/outbreaks.ts';
import { StaffOutbreaks } from '../../../src/app/routes/staff/staff-outbreaks.tsx';
import { outbreakWeekOf, shiftWeek } from '../../../src/contract/outbreak-week.ts';
import type { OutbreakCount } from '../../../src/contract/outbreaks.ts';
import { fetchModelLabels, type ModelLabels } from '../../../src/machines/shared/model-labels.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

vi.mock('../../../src/api/outbreaks.ts', () => ({
  fetchOutbreakCounts: vi.fn(),
  fetchOutbreakShapes: vi.fn(),
}));
vi.mock('../../../src/api/places.ts', () => ({
  listCounties: async () => [
    { id: '001', name: 'Mombasa' },
    { id: '002', name: 'Kwale' },
    { id: '003', name: 'Kilifi' },
  ],
  listCountyWards: async () => [
    { id: '0001', name: 'Port Reitz', subcounty_id: '001', county_id: '001' },
    { id: '0002', name: 'Kipevu', subcounty_id: '001', county_id: '001' },
    // Newer than the boundaries: no outline on the map.
    { id: '0003', name: 'Mikindani', subcounty_id: '002', county_id: '001' },
  ],
}));
vi.mock('../../../src/machines/shared/model-labels.ts', () => ({ fetchModelLabels: vi.fn() }));

const square = (x: number) => `M${x} 0l10 0 0 10-10 0z`;
const entry = (label: string, kind: string) => ({ label, crop: label.split('__')[0], kind });
/** Wednesday 25 November 2026 in Nairobi: its week began on Monday the 23rd. */
const NOW = new Date('2026-11-25T09:00:00Z');

let counts: Record<string, OutbreakCount[]> = {};
const count = (area_id: string, condition: string, cases: number, farms: number) => ({
  area_id,
  condition,
  cases,
  farms,
});

beforeAll(async () => {
  await setupTestI18n('en');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());
beforeEach(() => {
  counts = {};
  vi.mocked(fetchOutbreakShapes).mockResolvedValue({
    units_per_degree: 1000,
    west: 34,
    north: 5,
    width: 40,
    height: 10,
    counties: [
      { id: '001', d: square(0) },
      { id: '002', d: square(10) },
      { id: '003', d: square(20) },
    ],
    wards: [
      { id: '0001', subcounty_id: '001', county_id: '001', d: square(0) },
      { id: '0002', subcounty_id: '001', county_id: '001', d: square(5) },
      { id: '0004', subcounty_id: '002', county_id: '001', d: square(2) },
    ],
  });
  vi.mocked(fetchOutbreakCounts).mockReset();
  vi.mocked(fetchOutbreakCounts).mockImplementation(async (query) => ({
    week: query.week,
    level: query.level ?? 'ward',
    basis: query.basis ?? 'confirmed',
    thresholded: false,
    results: (counts[[query.week, query.level, query.basis].join('|')] ?? []).filter(
      (row) => !query.condition || row.condition === query.condition,
    ),
  }));
  vi.mocked(fetchModelLabels).mockResolvedValue({
    metadata: {
      labels: [
        entry('maize__streak_virus', 'disease'),
        entry('maize__fall_armyworm', 'pest'),
        entry('maize__healthy', 'healthy'),
        entry('bean__rust', 'disease'),
      ],
    },
  } as unknown as ModelLabels);
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderMap(path = '/staff/outbreaks') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/staff/*"
          element={
            <>
              <StaffOutbreaks />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const areaClass = (id: string) => document.querySelector(`path[data-area="${id}"]`)?.getAttribute('class');

describe('outbreak weeks', () => {
  it('are named by their Monday on Nairobi’s calendar', () => {
    expect(outbreakWeekOf(NOW)).toBe('2026-11-23');
    // Sunday 23:30 in Nairobi is still the week before; Monday 00:30 there starts the next.
    expect(outbreakWeekOf(new Date('2026-11-29T20:30:00Z'))).toBe('2026-11-23');
    expect(outbreakWeekOf(new Date('2026-11-29T21:30:00Z'))).toBe('2026-11-30');
    expect(shiftWeek('2026-11-02', -1)).toBe('2026-10-26');
  });
});

describe('the staff outbreak map', () => {
  it('has a legend with every colour class in words', async () => {
    renderMap();
    const legend = screen.getByRole('list', { name: 'Confirmed cases in the week' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['None', '1–2', '3–9', '10–29', '30 or more']);
  });

  it('shows Kenya by county: the table has the numbers, the map the colours, healthy plants left out', async () => {
    counts['2026-11-23|county|confirmed'] = [
      count('001', 'maize__streak_virus', 3, 3),
      count('001', 'maize__healthy', 5, 5),
      count('002', 'bean__rust', 1, 1),
      count('002', 'maize__fall_armyworm', 12, 9),
    ];
    renderMap();
    const table = await screen.findByRole('table', {
      name: 'Confirmed cases, All of Kenya, week of 23 November 2026',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['County', 'Disease or pest', 'Confirmed cases', 'Farms'],
      ['Kwale', 'Fall armyworm', '12', '9'],
      ['Mombasa', 'Maize streak virus', '3', '3'],
      ['Kwale', 'Bean rust', '1', '1'],
    ]);
    expect(fetchOutbreakCounts).toHaveBeenCalledWith({
      week: '2026-11-23',
      condition: undefined,
      level: 'county',
      basis: 'confirmed',
    });
    // Kwale's 13 cases (both conditions) are in the 10–29 class, Mombasa's 3 in 3–9; Kilifi has none.
    expect(areaClass('002')).toContain('outbreak-area--2');
    expect(areaClass('001')).toContain('outbreak-area--1');
    expect(areaClass('003')).toContain('outbreak-area--none');
  });

  it('filters by one condition, named as the chat names it', async () => {
    counts['2026-11-23|county|confirmed'] = [
      count('001', 'maize__streak_virus', 3, 3),
      count('002', 'bean__rust', 1, 1),
    ];
    const user = userEvent.setup();
    renderMap();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Disease or pest'), 'Maize streak virus');
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('condition=maize__streak_virus'),
    );
    const table = await screen.findByRole('table');
    expect(within(table).queryByText('Bean rust')).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['County', 'Confirmed cases', 'Farms']);
    expect(areaClass('002')).toContain('outbreak-area--none');
  });

  it('steps back and forth a week, never past the current one', async () => {
    counts['2026-11-16|county|confirmed'] = [count('003', 'maize__fall_armyworm', 2, 2)];
    const user = userEvent.setup();
    renderMap();
    expect(screen.getByTestId('outbreak-week')).toHaveTextContent('Week of 23 November 2026');
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
    expect(await screen.findByText('No confirmed cases in this week.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByTestId('outbreak-week')).toHaveTextContent('Week of 16 November 2026');
    expect(screen.getByTestId('address')).toHaveTextContent('week=2026-11-16');
    expect(await screen.findByRole('row', { name: 'Kilifi Fall armyworm 2 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByTestId('outbreak-week')).toHaveTextContent('Week of 23 November 2026');
    expect(await screen.findByText('No confirmed cases in this week.')).toBeInTheDocument();
  });

  it('opens a county’s wards from its row, and a ward’s last eight weeks from the ward’s', async () => {
    counts['2026-11-23|county|confirmed'] = [count('001', 'maize__streak_virus', 4, 3)];
    counts['2026-11-23|ward|confirmed'] = [
      count('0001', 'maize__streak_virus', 4, 3),
      count('0450', 'bean__rust', 9, 9),
    ];
    counts['2026-11-09|ward|confirmed'] = [count('0001', 'maize__streak_virus', 1, 1)];
    const user = userEvent.setup();
    renderMap();
    await user.click(await screen.findByRole('button', { name: 'Mombasa' }));
    expect(screen.getByTestId('address')).toHaveTextContent('county=001');
    const wards = await screen.findByRole('table', { name: /^Confirmed cases, Mombasa County/ });
    // Another county's ward is not listed.
    expect(within(wards).getAllByRole('row')).toHaveLength(2);
    expect(areaClass('0001')).toContain('outbreak-area--1');
    expect(areaClass('0002')).toContain('outbreak-area--none');

    await user.click(within(wards).getByRole('button', { name: 'Port Reitz' }));
    const history = await screen.findByRole('region', { name: 'Port Reitz: the last 8 weeks' });
    const weeks = await within(history).findAllByRole('row');
    expect(weeks.slice(1).map((row) => row.textContent)).toEqual([
      '5 Oct0',
      '12 Oct0',
      '19 Oct0',
      '26 Oct0',
      '2 Nov0',
      '9 Nov1',
      '16 Nov0',
      '23 Nov4',
    ]);
    expect(areaClass('0001')).toContain('outbreak-area--selected');
  });

  it('switches to likely cases from photo checks, says what they are, and keeps the choice in the address', async () => {
    counts['2026-11-23|county|confirmed'] = [count('001', 'maize__streak_virus', 1, 1)];
    counts['2026-11-23|county|likely'] = [count('001', 'maize__streak_virus', 14, 11)];
    const user = userEvent.setup();
    renderMap();
    await screen.findByRole('table', { name: /^Confirmed cases/ });
    expect(screen.getByRole('radio', { name: 'Confirmed by an agronomist' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Likely, from photo checks' }));
    expect(screen.getByTestId('address')).toHaveTextContent('basis=likely');
    const table = await screen.findByRole('table', { name: /^Likely cases, All of Kenya/ });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('MombasaMaize streak virus1411');
    expect(screen.getByRole('list', { name: 'Likely cases in the week' })).toBeInTheDocument();
    expect(screen.getByText(/the farmer chose one answer/)).toBeInTheDocument();
    expect(areaClass('001')).toContain('outbreak-area--2');

    await user.click(screen.getByRole('radio', { name: 'Confirmed by an agronomist' }));
    expect(screen.getByTestId('address')).not.toHaveTextContent('basis=');
    expect(await screen.findByRole('table', { name: /^Confirmed cases/ })).toBeInTheDocument();
  });

  it('shows a ward without an outline at its subcounty, hatched, and says so in the table', async () => {
    counts['2026-11-23|ward|confirmed'] = [count('0003', 'maize__streak_virus', 2, 2)];
    renderMap('/staff/outbreaks?county=001');
    const table = await screen.findByRole('table', { name: /^Confirmed cases, Mombasa County/ });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'MikindaniNo outline on the map: shown hatched over its subcounty',
    );
    // Its subcounty's other ward carries the hatching; the wards of another subcounty do not.
    expect(document.querySelector('[data-unmapped="0004"]')).not.toBeNull();
    expect(document.querySelector('[data-unmapped="0001"]')).toBeNull();
    expect(screen.getByRole('list', { name: 'Confirmed cases in the week' })).toHaveTextContent(
      'Hatched: cases in a ward the map has no outline for',
    );
  });

  it('moves far back at once by the slider, which reads out the week', async () => {
    counts['2026-08-31|county|confirmed'] = [count('003', 'maize__fall_armyworm', 2, 2)];
    renderMap();
    const slider = screen.getByRole('slider', { name: 'Weeks of the last year' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Week of 23 November 2026');
    expect(slider).toHaveAttribute('min', '-52');
    fireEvent.change(slider, { target: { value: '-12' } });
    expect(screen.getByTestId('address')).toHaveTextContent('week=2026-08-31');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', 'Week of 31 August 2026');
    expect(await screen.findByRole('row', { name: 'Kilifi Fall armyworm 2 2' })).toBeInTheDocument();
  });
});
