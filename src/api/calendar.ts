import { calendarSchema, type CalendarQuery } from '../contract/calendar.ts';
import { apiClient } from './api-client.ts';

/** Sowing windows, fertilizer and — with a planting date — the dated tasks for a crop in a county. */
export async function fetchCalendar(query: CalendarQuery) {
  const { data } = await apiClient.get('calendar/', { params: query });
  return calendarSchema.parse(data);
}
