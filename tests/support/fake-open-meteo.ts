import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Scenario = 'dry' | 'showers' | 'windy' | 'storm' | 'rains_started' | 'down' | 'hang' | 'garbage';

/** Daily rain (mm) for 3 past days and 7 ahead, hourly rain chance and wind, by scenario. */
const SHAPES: Record<string, { past: number[]; ahead: number[]; chance: number; wind: number; hot: number }> =
  {
    dry: { past: [0, 0, 0], ahead: [0, 0, 0, 1, 0, 0, 0], chance: 5, wind: 6, hot: 31 },
    showers: { past: [2, 0, 1], ahead: [6, 3, 0, 0, 4, 2, 1], chance: 75, wind: 8, hot: 26 },
    windy: { past: [0, 0, 0], ahead: [0, 2, 0, 0, 3, 0, 0], chance: 10, wind: 28, hot: 27 },
    storm: { past: [10, 12, 8], ahead: [65, 30, 12, 5, 2, 0, 0], chance: 95, wind: 12, hot: 24 },
    rains_started: { past: [12, 9, 14], ahead: [8, 10, 6, 4, 9, 7, 5], chance: 70, wind: 7, hot: 25 },
  };

function forecast(scenario: keyof typeof SHAPES, now: Date) {
  const shape = SHAPES[scenario]!;
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const dates = [-3, -2, -1, 0, 1, 2, 3, 4, 5, 6].map(day);
  const rain = [...shape.past, ...shape.ahead];
  const hours = Array.from(
    { length: 24 * 10 },
    (_, i) => `${dates[Math.floor(i / 24)]}T${String(i % 24).padStart(2, '0')}:00`,
  );
  return {
    latitude: -0.3,
    longitude: 36.1,
    timezone: 'Africa/Nairobi',
    utc_offset_seconds: 10_800,
    current_units: { temperature_2m: '°C', precipitation: 'mm', wind_speed_10m: 'km/h' },
    current: {
      time: `${day(0)}T09:00`,
      interval: 900,
      temperature_2m: 21.5,
      precipitation: 0,
      wind_speed_10m: shape.wind,
      weather_code: 2,
    },
    hourly_units: { precipitation: 'mm', precipitation_probability: '%', wind_speed_10m: 'km/h' },
    hourly: {
      time: hours,
      precipitation: hours.map((_, i) => rain[Math.floor(i / 24)]! / 24),
      precipitation_probability: hours.map(() => shape.chance),
      wind_speed_10m: hours.map(() => shape.wind),
    },
    daily_units: { temperature_2m_max: '°C', precipitation_sum: 'mm' },
    daily: {
      time: dates,
      temperature_2m_max: dates.map(() => shape.hot),
      temperature_2m_min: dates.map(() => 13),
      precipitation_sum: rain,
      precipitation_probability_max: rain.map((mm) => (mm > 0 ? shape.chance : 5)),
      wind_speed_10m_max: dates.map(() => shape.wind + 4),
      weather_code: rain.map((mm) => (mm > 20 ? 65 : mm > 0 ? 61 : 1)),
    },
  };
}

/** Open-Meteo's forecast API on loopback, answering in its shape; tests choose the weather (and the port, for e2e). */
export async function startFakeOpenMeteo(now: () => Date = () => new Date(), port = 0) {
  let scenario: Scenario = 'dry';
  let requests = 0;
  let lastAsked: URLSearchParams | undefined;
  const server = createServer((request, response) => {
    requests += 1;
    lastAsked = new URL(request.url ?? '/', 'http://open-meteo').searchParams;
    if (!request.url?.startsWith('/v1/forecast')) return response.writeHead(404).end();
    if (scenario === 'down') return response.writeHead(500).end('{"error":true}');
    if (scenario === 'hang') return;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      scenario === 'garbage' ? '{"reason": "not a forecast"}' : JSON.stringify(forecast(scenario, now())),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setScenario: (next: Scenario) => {
      scenario = next;
    },
    requests: () => requests,
    /** The query string of the last request: what a third party learnt of the place. */
    lastAsked: () => lastAsked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
