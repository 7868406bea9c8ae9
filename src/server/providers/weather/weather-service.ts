import type { Weather } from '../../../contract/weather.ts';
import { fetchForecast } from './open-meteo-client.ts';
import { weatherReport } from './weather-report.ts';

export interface WeatherServiceOptions {
  baseUrl: string;
  timeoutMs: number;
  clock: () => Date;
  cacheMs?: number;
  /** Places kept at most; the oldest go first. */
  maxPlaces?: number;
}

/** About a day's worth of farms asking; each kept forecast is a few kilobytes. */
const MAX_PLACES = 5_000;

/**
 * The kilometre cell a place lies in, rounded to two decimals: all that Open-Meteo is told of where a
 * farm is. A farm's own coordinates are personal data (a diagnosis's location, SPEC §3) and the forecast is the
 * cell's either way, since the cache below shares it across the cell.
 */
function cellOf(place: Weather['place']) {
  return { latitude: Number(place.latitude.toFixed(2)), longitude: Number(place.longitude.toFixed(2)) };
}

/**
 * Forecasts cached per place (rounded to about a kilometre) for 30 minutes: a county's farmers share
 * one request, and Open-Meteo's free tier stays far from its limits. The cache holds a bounded number
 * of places: any point on Earth may be asked for, and a kilometre grid has hundreds of millions.
 */
export function createWeatherService(options: WeatherServiceOptions) {
  const cacheMs = options.cacheMs ?? 30 * 60_000;
  const maxPlaces = options.maxPlaces ?? MAX_PLACES;
  const cache = new Map<string, { at: number; report: Weather }>();
  const keyOf = (place: Weather['place']) => {
    const cell = cellOf(place);
    return `${cell.latitude},${cell.longitude}`;
  };

  function fresh(place: Weather['place']) {
    const cached = cache.get(keyOf(place));
    return cached && options.clock().getTime() - cached.at < cacheMs ? cached : undefined;
  }

  function keep(key: string, entry: { at: number; report: Weather }) {
    // Deleted first, so a refreshed place moves to the end of the Map's order, away from eviction.
    cache.delete(key);
    cache.set(key, entry);
    for (const oldest of cache.keys()) {
      if (cache.size <= maxPlaces) break;
      cache.delete(oldest);
    }
  }

  return {
    /** Whether this place's forecast would be answered without asking Open-Meteo. */
    isCached: (place: Weather['place']) => fresh(place) !== undefined,

    async forPlace(place: Weather['place']): Promise<Weather> {
      const cached = fresh(place);
      if (cached) return { ...cached.report, place };
      const now = options.clock().getTime();
      const cell = cellOf(place);
      const forecast = await fetchForecast(options.baseUrl, cell.latitude, cell.longitude, options.timeoutMs);
      const report = weatherReport(forecast, place, options.clock());
      keep(keyOf(place), { at: now, report });
      return report;
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
