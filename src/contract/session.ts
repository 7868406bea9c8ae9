import { z } from 'zod';

/** The profile the client keeps after login (SPEC §3). */
export const userProfileSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  /** Null for a Community-only account made by social sign-in, until the person gives the rest. */
  phone_number: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The login answer's token fields that are stored as the session (SPEC §3, §7). */
export const sessionTokensSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  /** ISO 8601 instant at which the access token expires. */
  expiry_time: z.string(),
  /** Access token lifetime in seconds. */
  lifetime: z.number().int().positive(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;
