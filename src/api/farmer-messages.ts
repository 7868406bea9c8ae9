import { farmerMessageListSchema, type FarmerMessage } from '../contract/staff.ts';
import { apiClient } from './api-client.ts';

/** What staff answered this farmer lately (they came by SMS too), oldest first. */
export async function fetchStaffAnswers(): Promise<FarmerMessage[]> {
  const { data } = await apiClient.get('messages/', { params: { page_size: 20 } });
  return farmerMessageListSchema.parse(data).results.reverse();
}
