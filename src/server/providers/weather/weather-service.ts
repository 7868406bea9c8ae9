import type { Weather } from '../../../contract/weather.ts';
import { fetchForecast } from './open-meteo-client.ts';
import { weatherReport } from './weather-report.ts';

export interface WeatherServiceOptions {
  baseUrl: string;
  timeoutMs: number;
  clock: () => Date;
  cacheMs?: number;
}

/**
 * Forecasts cached per place (rounded to about a kilometre) for 30 minutes: a county's farmers share
 * one request, and Open-Meteo's free tier stays far from its limits.
 */
export function createWeatherService(options: WeatherServiceOptions) {
  const cacheMs = options.cacheMs ?? 30 * 60_000;
  const cache = new Map<string, { at: number; report: Weather }>();
  return {
    async forPlace(place: Weather['place']): Promise<Weather> {
      const key = `${place.latitude.toFixed(2)},${place.longitude.toFixed(2)}`;
      const now = options.clock().getTime();
      const cached = cache.get(key);
      if (cached && now - cached.at < cacheMs) return { ...cached.report, place };
      const forecast = await fetchForecast(
        options.baseUrl,
        place.latitude,
        place.longitude,
        options.timeoutMs,
      );
      const report = weatherReport(forecast, place, options.clock());
      cache.set(key, { at: now, report });
      return report;
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
