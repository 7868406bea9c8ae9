import { z } from 'zod';
import './validation-messages.ts';

/** `weather/` (our addition): now, today and the next 7 days for a point or a county, with farm actions. */
export const weatherQuerySchema = z
  .object({
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    county: z
      .string()
      .regex(/^\d{3}$/)
      .optional(),
  })
  .refine(
    (query) => query.county !== undefined || (query.latitude !== undefined && query.longitude !== undefined),
    {
      error: 'place_required',
    },
  );
export type WeatherQuery = z.infer<typeof weatherQuerySchema>;

export const dayForecastSchema = z.object({
  date: z.string(),
  temperature_min_c: z.number(),
  temperature_max_c: z.number(),
  precipitation_mm: z.number(),
  precipitation_probability: z.number().nullable(),
  wind_max_kmh: z.number(),
  weather_code: z.number().int(),
});
export type DayForecast = z.infer<typeof dayForecastSchema>;

export const weatherActionSchema = z.object({
  /** The rule that fired; the client words it (`weather:action.<rule>`). */
  rule: z.enum([
    'no_spray_rain',
    'no_spray_wind',
    'heavy_rain_drainage',
    'dry_spell_mulch',
    'planting_rains_started',
    // About the user's own plantings (signed in, same county): see planting-actions.ts.
    'harvest_before_rain',
    'top_dress_with_rain',
    'young_crop_dry',
  ]),
  severity: z.enum(['info', 'warning']),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type WeatherAction = z.infer<typeof weatherActionSchema>;

export const weatherSchema = z.object({
  place: z.object({ latitude: z.number(), longitude: z.number(), county_id: z.string().nullable() }),
  current: z.object({
    time: z.string(),
    temperature_c: z.number(),
    precipitation_mm: z.number(),
    wind_kmh: z.number(),
    weather_code: z.number().int(),
  }),
  /** Past days first (for "the rains have started"), then today and the days ahead. */
  days: z.array(dayForecastSchema),
  today: z.string(),
  actions: z.array(weatherActionSchema),
  attribution: z.object({ text: z.string(), url: z.string(), licence: z.string() }),
  fetched_at: z.string(),
});
export type Weather = z.infer<typeof weatherSchema>;
