import { z } from 'zod';

/** Open-Meteo's forecast answer, only the parts we read: parallel arrays, one value per time step. */
const responseSchema = z.object({
  current: z.object({
    time: z.string(),
    temperature_2m: z.number(),
    precipitation: z.number(),
    wind_speed_10m: z.number(),
    weather_code: z.number(),
  }),
  hourly: z.object({
    time: z.array(z.string()),
    precipitation: z.array(z.number().nullable()),
    precipitation_probability: z.array(z.number().nullable()),
    wind_speed_10m: z.array(z.number().nullable()),
  }),
  daily: z.object({
    time: z.array(z.string()),
    temperature_2m_max: z.array(z.number().nullable()),
    temperature_2m_min: z.array(z.number().nullable()),
    precipitation_sum: z.array(z.number().nullable()),
    precipitation_probability_max: z.array(z.number().nullable()),
    wind_speed_10m_max: z.array(z.number().nullable()),
    weather_code: z.array(z.number().nullable()),
  }),
});
export type OpenMeteoForecast = z.infer<typeof responseSchema>;

export class WeatherUnavailableError extends Error {
  constructor(reason: string) {
    super(`weather provider unavailable: ${reason}`);
    this.name = 'WeatherUnavailableError';
  }
}

export const PAST_DAYS = 3;

/**
 * One forecast request for a point (°C, mm, km/h, local Nairobi days). Any failure — no answer within
 * the timeout, an error status, an answer of the wrong shape — is "unavailable", never a guess.
 */
export async function fetchForecast(baseUrl: string, latitude: number, longitude: number, timeoutMs: number) {
  const url = new URL('/v1/forecast', baseUrl);
  url.search = new URLSearchParams({
    latitude: latitude.toFixed(4),
    longitude: longitude.toFixed(4),
    current: 'temperature_2m,precipitation,wind_speed_10m,weather_code',
    hourly: 'precipitation,precipitation_probability,wind_speed_10m',
    daily:
      'temperature_2m_max,temperature_2m_min,precipitation_sum,precipitation_probability_max,wind_speed_10m_max,weather_code',
    timezone: 'Africa/Nairobi',
    forecast_days: '7',
    past_days: String(PAST_DAYS),
  }).toString();
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new WeatherUnavailableError((error as Error).name);
  }
  if (!response.ok) throw new WeatherUnavailableError(`status ${response.status}`);
  const parsed = responseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new WeatherUnavailableError('unexpected answer');
  return parsed.data;
}
