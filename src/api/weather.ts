import { weatherSchema } from '../contract/weather.ts';
import { apiClient } from './api-client.ts';

export type WeatherPlace = { county: string } | { latitude: number; longitude: number };

/** Now, today and 7 days for a county or a point, with farm actions (Open-Meteo data, CC BY 4.0). */
export async function fetchWeather(place: WeatherPlace) {
  const { data } = await apiClient.get('weather/', { params: place });
  return weatherSchema.parse(data);
}
