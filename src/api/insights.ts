import { insightsSchema, type Insights } from '../contract/insights.ts';
import { apiClient } from './api-client.ts';

/** The staff dashboard's weeks, oldest first, up to this one. */
export async function fetchInsights(weeks: number): Promise<Insights> {
  const { data } = await apiClient.get('staff/insights/', { params: { weeks } });
  return insightsSchema.parse(data);
}
