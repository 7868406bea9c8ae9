import { farmerSchema, type Farmer } from '../contract/farmer.ts';
import { farmerClaimSentSchema, type FarmerClaimConfirm } from '../contract/farmer-claim.ts';
import { apiClient } from './api-client.ts';

/** `POST farmer/claim/`: a code by SMS to the account's own number. */
export async function requestClaimCode(): Promise<void> {
  const { data } = await apiClient.post('farmer/claim/');
  farmerClaimSentSchema.parse(data);
}

/** `POST farmer/claim/confirm/`: with the right code the waiting record is the account's own. */
export async function confirmFarmerClaim(confirm: FarmerClaimConfirm): Promise<Farmer> {
  const { data } = await apiClient.post('farmer/claim/confirm/', confirm);
  return farmerSchema.parse(data);
}
