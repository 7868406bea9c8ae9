import { z } from 'zod';
import { personNameSchema } from './person-name.ts';
import './validation-messages.ts';

/**
 * A Community profile (issue 31 §4): what others see of a person beside their posts. A nickname,
 * checked like a name and unique; an optional picture; an optional county. Never a phone number or
 * e-mail.
 */
export const NICKNAME_MAX_LENGTH = 30;
/** Pictures are kept as a small square-ish JPEG: enough for a face beside a post on a phone. */
export const PROFILE_PICTURE_LONGEST_SIDE = 256;

export const nicknameSchema = personNameSchema(NICKNAME_MAX_LENGTH);
const countyId = z.string().regex(/^\d{3}$/);

export const communityProfileSchema = z.object({
  /** Null until the person chose one (their posts then show their first name and an initial). */
  nickname: z.string().nullable(),
  /** The picture's address under `/api/v1/`, readable by anyone; null without one. */
  picture: z.string().nullable(),
  county: z.string().nullable(),
});
export type CommunityProfile = z.infer<typeof communityProfileSchema>;

/** `PUT community/profile/`: the nickname and county (null takes the county away). */
export const communityProfileUpdateSchema = z.object({
  nickname: nicknameSchema,
  county: countyId.nullable().default(null),
});
export type CommunityProfileUpdate = z.input<typeof communityProfileUpdateSchema>;

export const profilePictureParamsSchema = z.object({ id: z.uuid() });
