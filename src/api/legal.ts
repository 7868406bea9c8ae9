import { providerContactSchema, type ProviderContact } from '../contract/legal.ts';
import { apiClient } from './api-client.ts';

export async function fetchProviderContact(): Promise<ProviderContact> {
  const { data } = await apiClient.get('legal/contact/');
  return providerContactSchema.parse(data);
}
