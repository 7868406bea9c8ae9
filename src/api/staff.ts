import {
  casePhotoParamsSchema,
  staffCallbackSchema,
  staffEngagementListSchema,
  staffEngagementSchema,
  staffMeSchema,
  staffNoteSchema,
  staffQueueSchema,
  type StaffCallback,
  type StaffEngagement,
  type StaffMe,
  type StaffNote,
  type StaffQueue,
  type StaffQueueQuery,
} from '../contract/staff.ts';
import type { CaseReviewCreate } from '../contract/case-review.ts';
import { placeMapSchema, type PlaceMap } from '../contract/place-map.ts';
import { farmerHistorySchema, type FarmerHistory } from '../contract/staff-history.ts';
import { staffSearchSchema, type StaffSearch } from '../contract/staff-search.ts';
import type { EngagementKind, EngagementStatus } from '../contract/engagement.ts';
import {
  staffAccountSchema,
  type AccountAction,
  type AccountDecision,
  type StaffAccount,
} from '../contract/staff-accounts.ts';
import { apiClient } from './api-client.ts';

export async function fetchStaffMe(): Promise<StaffMe> {
  const { data } = await apiClient.get('staff/me/');
  return staffMeSchema.parse(data);
}

export async function fetchQueue(query: StaffQueueQuery): Promise<StaffQueue> {
  const { data } = await apiClient.get('staff/callbacks/', { params: query });
  return staffQueueSchema.parse(data);
}

export async function fetchStaffCallback(id: string): Promise<StaffCallback> {
  const { data } = await apiClient.get(`staff/callbacks/${id}/`);
  return staffCallbackSchema.parse(data);
}

/** What else the desk knows of a booking's farmer: other bookings, saved checks, farms, plantings. */
export async function fetchFarmerHistory(id: string): Promise<FarmerHistory> {
  const { data } = await apiClient.get(`staff/callbacks/${id}/history/`);
  return farmerHistorySchema.parse(data);
}

/** The booking's place on a small map; null when the case has no county or GPS point to draw. */
export async function fetchPlaceMap(id: string): Promise<PlaceMap | null> {
  const { data, status } = await apiClient.get(`staff/callbacks/${id}/place-map/`, {
    validateStatus: (code) => code === 200 || code === 404,
  });
  return status === 404 ? null : placeMapSchema.parse(data);
}

export async function setCallbackStatus(id: string, status: string): Promise<StaffCallback> {
  const { data } = await apiClient.patch(`staff/callbacks/${id}/`, { status });
  return staffCallbackSchema.parse(data);
}

export async function addNote(id: string, body: string): Promise<StaffNote> {
  const { data } = await apiClient.post(`staff/callbacks/${id}/notes/`, { body });
  return staffNoteSchema.parse(data);
}

export async function answerFarmer(id: string, text: string): Promise<StaffNote> {
  const { data } = await apiClient.post(`staff/callbacks/${id}/answers/`, { text });
  return staffNoteSchema.parse(data);
}

/** Bookings and requests by reference, phone number, name, ward or crop. */
export async function searchDesk(q: string): Promise<StaffSearch> {
  const { data } = await apiClient.get('staff/search/', { params: { q } });
  return staffSearchSchema.parse(data);
}

export async function fetchEngagements(kind: EngagementKind | undefined, page = 1) {
  const { data } = await apiClient.get('staff/engagements/', { params: { kind, page } });
  return staffEngagementListSchema.parse(data);
}

/** One request: the address /staff/requests/{id} opens. */
export async function fetchEngagement(id: string): Promise<StaffEngagement> {
  const { data } = await apiClient.get(`staff/engagements/${encodeURIComponent(id)}/`);
  return staffEngagementSchema.parse(data);
}

/** The request as the server now holds it, so the page shows the status that was really saved. */
export async function setEngagementStatus(id: string, status: EngagementStatus): Promise<StaffEngagement> {
  const { data } = await apiClient.patch(`staff/engagements/${id}/`, { status });
  return staffEngagementSchema.parse(data);
}

/** An account by the phone number the person gives (admins only). */
export async function fetchStaffAccount(phone: string): Promise<StaffAccount> {
  const { data } = await apiClient.get('staff/accounts/', { params: { phone } });
  return staffAccountSchema.parse(data);
}

/** An account by id: the address /staff/accounts/{id} opens (admins only). */
export async function fetchStaffAccountById(id: string): Promise<StaffAccount> {
  const { data } = await apiClient.get(`staff/accounts/${encodeURIComponent(id)}/`);
  return staffAccountSchema.parse(data);
}

/** Suspends, reinstates or terminates an account; null once terminated, as the account no longer exists. */
export async function decideOnAccount(
  id: string,
  action: AccountAction,
  decision: AccountDecision,
): Promise<StaffAccount | null> {
  const { status, data } = await apiClient.post(`staff/accounts/${id}/${action}/`, decision);
  return status === 204 ? null : staffAccountSchema.parse(data);
}

/**
 * The API path of a case photo, built from two ids that must be uuids. The staff bearer token goes
 * with this request, so no stored string (which a booker wrote) may shape the address.
 */
export function casePhotoPath(bookingId: string, photoId: string): string {
  const { id, photo } = casePhotoParamsSchema.parse({ id: bookingId, photo: photoId });
  return `staff/callbacks/${id}/photos/${photo}/`;
}

/** A case photo behind the bearer token, as an object URL for an <img>. */
export async function fetchCasePhotoUrl(bookingId: string, photoId: string): Promise<string> {
  const { data } = await apiClient.get<Blob>(casePhotoPath(bookingId, photoId), { responseType: 'blob' });
  return URL.createObjectURL(data);
}

/** An agronomist confirms or corrects the model's answer to a booking's case photos. */
export async function reviewCase(id: string, review: CaseReviewCreate): Promise<StaffCallback> {
  const { data } = await apiClient.post(`staff/callbacks/${id}/review/`, review);
  return staffCallbackSchema.parse(data);
}
