import {
  callbackCreatedSchema,
  callbackListSchema,
  callbackSchema,
  slotListSchema,
  type Callback,
  type CallbackCreate,
  type CallbackCreated,
  type Slot,
} from '../contract/callback.ts';
import { apiClient } from './api-client.ts';
import { UPLOAD_TOKEN_HEADER } from '../contract/classify.ts';
import { uploadToken } from './upload-token.ts';

/** The next slots with room, soonest first. */
export async function fetchOpenSlots(): Promise<Slot[]> {
  const { data } = await apiClient.get('callback/slots/');
  return slotListSchema.parse(data).slots;
}

/**
 * The case's photos must be the booker's own. The upload token goes along even when signed in: photos
 * sent before signing in belong to this device's token, not yet to the account.
 */
export async function bookCallback(request: CallbackCreate): Promise<CallbackCreated> {
  const headers = { [UPLOAD_TOKEN_HEADER]: uploadToken() };
  const { data } = await apiClient.post('callback/', request, { headers });
  return callbackCreatedSchema.parse(data);
}

/** The signed-in farmer's bookings that are still waiting for their time (new or scheduled), soonest first. */
export async function fetchUpcomingCallbacks(): Promise<Callback[]> {
  const { data } = await apiClient.get('callback/', { params: { page_size: 20 } });
  return callbackListSchema
    .parse(data)
    .results.filter((booking) => booking.status === 'new' || booking.status === 'scheduled')
    .sort((a, b) => a.slot.start.localeCompare(b.slot.start));
}

export async function moveCallback(id: string, slot: string): Promise<Callback> {
  const { data } = await apiClient.patch(`callback/${id}/`, { slot });
  return callbackSchema.parse(data);
}

export async function cancelCallback(id: string): Promise<Callback> {
  const { data } = await apiClient.post(`callback/${id}/cancel/`);
  return callbackSchema.parse(data);
}
