import { questionPhotoParamsSchema } from '../contract/community.ts';
import {
  moderationItemSchema,
  moderationQueueSchema,
  type ModerationActionCreate,
  type ModerationItem,
} from '../contract/community-moderation.ts';
import { apiClient } from './api-client.ts';

export type PostKind = ModerationItem['kind'];

/** The grievance officer's queue: posts with waiting reports (`open`) or those already acted on. */
export async function fetchModerationQueue(status: 'open' | 'handled', page = 1) {
  const { data } = await apiClient.get('staff/community/reports/', { params: { status, page } });
  return moderationQueueSchema.parse(data);
}

/** One reported post: the address /staff/moderation/{kind}/{id} opens. */
export async function fetchModerationItem(kind: PostKind, id: string): Promise<ModerationItem> {
  const { data } = await apiClient.get(`staff/community/${kind}s/${encodeURIComponent(id)}/`);
  return moderationItemSchema.parse(data);
}

/** Hide, restore, warn or suspend; answers the post as it now stands. */
export async function moderatePost(
  kind: PostKind,
  id: string,
  decision: ModerationActionCreate,
): Promise<ModerationItem> {
  const { data } = await apiClient.post(
    `staff/community/${kind}s/${encodeURIComponent(id)}/actions/`,
    decision,
  );
  return moderationItemSchema.parse(data);
}

/**
 * A reported question's photo behind the officer's token, as an object URL for an <img>. The address is
 * built from a checked uuid and position, so no stored text shapes where the token goes.
 */
export async function fetchModerationPhotoUrl(questionId: string, position: string): Promise<string> {
  const { id, photo } = questionPhotoParamsSchema.parse({ id: questionId, photo: position });
  const { data } = await apiClient.get<Blob>(`staff/community/questions/${id}/photos/${photo}/`, {
    responseType: 'blob',
  });
  return URL.createObjectURL(data);
}
