import type { Weather } from '../../contract/weather.ts';

/** The weather answer as the chat keeps it, with the place in words: a county's name, or "near …". */
export interface WeatherCardData {
  weather: Weather;
  place: string;
  near: boolean;
}
