import type { DayForecast, WeatherAction } from '../../../contract/weather.ts';

export interface ActionInput {
  /** The next 24 hours, hour by hour. */
  nextHours: { precipitation: number; probability: number; windKmh: number }[];
  currentWindKmh: number;
  past: DayForecast[];
  ahead: DayForecast[];
  /** 1–12, Nairobi time. */
  month: number;
}

// Thresholds, and why:
/** Most labels ask for a rain-free period of a few hours after spraying; a likely shower washes the product off. */
const RAIN_PROBABILITY = 60;
const RAIN_MM = 1;
/** Above about 15 km/h spray drifts onto neighbours, water and the sprayer. */
const SPRAY_WIND_KMH = 15;
/** A day of 50 mm or more waterlogs most soils and floods furrows. */
const HEAVY_DAY_MM = 50;
/** Under 5 mm in a week with hot days: soil moisture runs out, especially for young crops. */
const DRY_WEEK_MM = 5;
const HOT_DAY_C = 28;
/** Kenyan practice: plant once about 25 mm has fallen over a few days in the rainy season. */
const PLANTING_RAIN_MM = 25;
const RAINY_SEASON_MONTHS = new Set([3, 4, 10, 11]);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function weatherActions(input: ActionInput): WeatherAction[] {
  const actions: WeatherAction[] = [];
  const wettestHour = Math.max(0, ...input.nextHours.map((hour) => hour.probability));
  const rainNextDay = sum(input.nextHours.map((hour) => hour.precipitation));
  if (wettestHour >= RAIN_PROBABILITY || rainNextDay >= RAIN_MM) {
    actions.push({
      rule: 'no_spray_rain',
      severity: 'warning',
      params: { probability: wettestHour, mm: Math.round(rainNextDay) },
    });
  }
  const windiest = Math.max(
    input.currentWindKmh,
    ...input.nextHours.slice(0, 12).map((hour) => hour.windKmh),
  );
  if (windiest >= SPRAY_WIND_KMH) {
    actions.push({ rule: 'no_spray_wind', severity: 'warning', params: { kmh: Math.round(windiest) } });
  }
  const heavy = input.ahead.find((day) => day.precipitation_mm >= HEAVY_DAY_MM);
  if (heavy) {
    actions.push({
      rule: 'heavy_rain_drainage',
      severity: 'warning',
      params: { date: heavy.date, mm: Math.round(heavy.precipitation_mm) },
    });
  }
  const weekRain = sum(input.ahead.map((day) => day.precipitation_mm));
  if (weekRain < DRY_WEEK_MM && input.ahead.some((day) => day.temperature_max_c >= HOT_DAY_C)) {
    actions.push({ rule: 'dry_spell_mulch', severity: 'info', params: { mm: Math.round(weekRain) } });
  }
  const recentRain = sum(input.past.map((day) => day.precipitation_mm));
  if (RAINY_SEASON_MONTHS.has(input.month) && recentRain >= PLANTING_RAIN_MM) {
    actions.push({
      rule: 'planting_rains_started',
      severity: 'info',
      params: { mm: Math.round(recentRain) },
    });
  }
  return actions;
}
