import {
  communityProfileSchema,
  type CommunityProfile,
  type CommunityProfileUpdate,
} from '../contract/community-profile.ts';
import { apiClient } from './api-client.ts';

/** `community/profile/`: what others see of me in the Community (issue 31 §4). */
export async function fetchCommunityProfile(): Promise<CommunityProfile> {
  const { data } = await apiClient.get('community/profile/');
  return communityProfileSchema.parse(data);
}

export async function saveCommunityProfile(body: CommunityProfileUpdate): Promise<CommunityProfile> {
  const { data } = await apiClient.put('community/profile/', body);
  return communityProfileSchema.parse(data);
}

/** The picture as the photo input prepared it; the server cleans and shrinks it again. */
export async function uploadCommunityPicture(picture: Blob): Promise<CommunityProfile> {
  const form = new FormData();
  form.append('image', picture, picture.type === 'image/webp' ? 'picture.webp' : 'picture.jpg');
  const { data } = await apiClient.put('community/profile/picture/', form, { timeout: 120_000 });
  return communityProfileSchema.parse(data);
}

export async function removeCommunityPicture(): Promise<CommunityProfile> {
  const { data } = await apiClient.delete('community/profile/picture/');
  return communityProfileSchema.parse(data);
}
