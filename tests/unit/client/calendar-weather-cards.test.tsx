import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ChooseContext } from '../../../src/chat/chat-actions.ts';
import { CalendarCard } from '../../../src/chat/cards/calendar-card.tsx';
import { WeatherCard } from '../../../src/chat/cards/weather-card.tsx';
import type { Calendar } from '../../../src/contract/calendar.ts';
import type { Weather } from '../../../src/contract/weather.ts';
import { setupTestI18n } from './i18n-for-tests.ts';

const calendar: Calendar = {
  crop: 'maize',
  county: { id: '032', name: 'Nakuru' },
  zone: { id: 'highland', basis: 'listed' },
  general_guidance: true,
  seasons: [
    {
      season: 'long_rains',
      sow_months: { start: 3, end: 4 },
      harvest_months: { start: 10, end: 12 },
      days_to_maturity: { min: 180, max: 240 },
      maturity_basis: 'sowing to dry harvest',
      confidence: 'high',
      general_guidance: false,
    },
  ],
  next_window: { season: 'long_rains', starts_on: '2027-03-01', ends_on: '2027-04-30' },
  fertilizer: [
    {
      stage: 'planting',
      product: 'DAP',
      grade: '18-46-0',
      kg_per_acre: 70,
      kg_per_ha: 173,
      option: 'B',
      region: 'x',
      confidence: 'medium',
      general_guidance: true,
    },
  ],
  timeline: {
    planted_on: '2026-05-01',
    season: 'long_rains',
    tasks: [
      {
        task: 'weeding',
        starts_on: '2026-05-15',
        ends_on: '2026-05-29',
        params: { round: 1, variant: 'cereal' },
        pests: [],
        general_guidance: false,
      },
      {
        task: 'scouting',
        starts_on: '2026-05-08',
        ends_on: '2026-10-07',
        params: {},
        pests: [{ id: 'fall_armyworm', slug: 'maize-fall-armyworm' }],
        general_guidance: false,
      },
      {
        task: 'harvest',
        starts_on: '2026-10-28',
        ends_on: '2026-12-27',
        params: { variant: 'default' },
        pests: [],
        general_guidance: false,
      },
    ],
  },
  today: '2026-11-23',
  sources: ['KALRO Maize agronomy'],
};

const weather: Weather = {
  place: { latitude: -0.3, longitude: 36.1, county_id: '032' },
  current: {
    time: '2026-11-23T09:00',
    temperature_c: 21.4,
    precipitation_mm: 0,
    wind_kmh: 8,
    weather_code: 2,
  },
  days: ['2026-11-22', '2026-11-23', '2026-11-24'].map((date, i) => ({
    date,
    temperature_min_c: 13,
    temperature_max_c: 25 + i,
    precipitation_mm: i * 6,
    precipitation_probability: i === 0 ? null : 70,
    wind_max_kmh: 12,
    weather_code: i === 2 ? 61 : 1,
  })),
  today: '2026-11-23',
  actions: [],
  attribution: {
    text: 'Weather data by Open-Meteo.com',
    url: 'https://open-meteo.com/',
    licence: 'CC BY 4.0',
  },
  fetched_at: '2026-11-23T06:00:00.000Z',
};

describe('the calendar card', () => {
  beforeAll(() => setupTestI18n('en'));

  it('shows the windows, fertilizer and tasks, flags general guidance and marks what is next', () => {
    render(<CalendarCard data={calendar} />);
    expect(screen.getByText(/Maize in Nakuru/)).toBeInTheDocument();
    expect(screen.getByText('General guidance — confirm locally')).toBeInTheDocument();
    expect(screen.getByText(/March to April · 180–240 days to harvest/)).toBeInTheDocument();
    expect(screen.getByText(/At planting: DAP, 70 kg per acre/)).toHaveTextContent('(option B)');
    const tasks = screen
      .getAllByRole('listitem')
      .filter((item) => item.closest('.calendar-timeline') === item.parentElement);
    expect(tasks.map((item) => within(item).queryByText('· next') !== null)).toEqual([false, false, true]);
    expect(screen.getByText('Fall armyworm').closest('li')).toHaveAttribute(
      'data-slug',
      'maize-fall-armyworm',
    );
  });

  it('opens the advice on a pest to look for when the farmer taps its name', async () => {
    const choose = vi.fn();
    render(
      <ChooseContext.Provider value={choose}>
        <CalendarCard data={calendar} />
      </ChooseContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fall armyworm' }));
    expect(choose).toHaveBeenCalledWith('flow:advice?slug=maize-fall-armyworm', 'Fall armyworm');
  });
});

describe('the weather card', () => {
  beforeAll(() => setupTestI18n('en'));

  it('shows now, today onwards with rain and wind, and credits Open-Meteo', () => {
    render(<WeatherCard data={{ weather, place: 'Nakuru', near: true }} />);
    expect(screen.getByText('Weather near Nakuru')).toBeInTheDocument();
    expect(screen.getByText(/Now: partly cloudy, 21 °C, wind 8 km\/h/)).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Today.*13–26.*6.*70 %.*12/);
    expect(screen.getByRole('link', { name: 'Weather data: Open-Meteo' })).toHaveAttribute(
      'href',
      'https://open-meteo.com/',
    );
  });
});
