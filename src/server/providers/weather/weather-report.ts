import type { DayForecast, Weather } from '../../../contract/weather.ts';
import { PAST_DAYS, type OpenMeteoForecast } from './open-meteo-client.ts';
import { weatherActions } from './weather-actions.ts';

export const ATTRIBUTION = {
  text: 'Weather data by Open-Meteo.com',
  url: 'https://open-meteo.com/',
  licence: 'CC BY 4.0',
};

/** Our weather answer from Open-Meteo's arrays: the days (past ones first), the next hours, and the actions. */
export function weatherReport(
  forecast: OpenMeteoForecast,
  place: Weather['place'],
  fetchedAt: Date,
): Weather {
  const { daily, hourly, current } = forecast;
  const days: DayForecast[] = daily.time.map((date, i) => ({
    date,
    temperature_min_c: daily.temperature_2m_min[i] ?? 0,
    temperature_max_c: daily.temperature_2m_max[i] ?? 0,
    precipitation_mm: daily.precipitation_sum[i] ?? 0,
    precipitation_probability: daily.precipitation_probability_max[i] ?? null,
    wind_max_kmh: daily.wind_speed_10m_max[i] ?? 0,
    weather_code: daily.weather_code[i] ?? 0,
  }));
  const now = hourly.time.findIndex((time) => time >= current.time.slice(0, 13));
  const nextHours = hourly.time.slice(Math.max(0, now), Math.max(0, now) + 24).map((_, offset) => {
    const i = Math.max(0, now) + offset;
    return {
      precipitation: hourly.precipitation[i] ?? 0,
      probability: hourly.precipitation_probability[i] ?? 0,
      windKmh: hourly.wind_speed_10m[i] ?? 0,
    };
  });
  const today = current.time.slice(0, 10);
  return {
    place,
    current: {
      time: current.time,
      temperature_c: current.temperature_2m,
      precipitation_mm: current.precipitation,
      wind_kmh: current.wind_speed_10m,
      weather_code: current.weather_code,
    },
    days,
    today,
    actions: weatherActions({
      nextHours,
      currentWindKmh: current.wind_speed_10m,
      past: days.slice(0, PAST_DAYS),
      ahead: days.slice(PAST_DAYS),
      month: Number(today.slice(5, 7)),
    }),
    attribution: ATTRIBUTION,
    fetched_at: fetchedAt.toISOString(),
  };
}
