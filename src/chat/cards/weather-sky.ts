/**
 * WMO weather codes (as Open-Meteo reports them) grouped into what a farmer needs to see: an icon and
 * a word (`weather:sky.<group>`). https://open-meteo.com/en/docs#weathervariables
 */
export type Sky =
  | 'clear'
  | 'partly_cloudy'
  | 'cloudy'
  | 'fog'
  | 'drizzle'
  | 'rain'
  | 'heavy_rain'
  | 'showers'
  | 'storm'
  | 'cold';

export function skyOf(code: number): Sky {
  if (code === 0) return 'clear';
  if (code <= 2) return 'partly_cloudy';
  if (code === 3) return 'cloudy';
  if (code <= 48) return 'fog';
  if (code <= 57) return 'drizzle';
  if (code === 65 || code === 67) return 'heavy_rain';
  if (code <= 67) return 'rain';
  if (code <= 77) return 'cold';
  if (code <= 82) return 'showers';
  if (code <= 86) return 'cold';
  return 'storm';
}

export const SKY_ICONS: Record<Sky, string> = {
  clear: '☀️',
  partly_cloudy: '⛅',
  cloudy: '☁️',
  fog: '🌫️',
  drizzle: '🌦️',
  rain: '🌧️',
  heavy_rain: '🌧️',
  showers: '🌦️',
  storm: '⛈️',
  cold: '❄️',
};
