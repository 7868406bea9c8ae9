import { z } from 'zod';
import { nameSchema, RESET_CODE_LENGTH } from './accounts.ts';
import { kenyanPhoneSchema } from './phone-number.ts';
import { userProfileSchema } from './session.ts';
import './validation-messages.ts';

/** The contact details whose change is confirmed by a code sent to the new address. */
export const CONFIRMED_FIELDS = ['phone_number', 'email'] as const;
export type ConfirmedField = (typeof CONFIRMED_FIELDS)[number];

/**
 * `PATCH accounts/me/` (the terms ask for accurate details, SPEC §5): names change at once; a new
 * phone number or e-mail waits for the 6-digit code sent there, so nobody moves an account to an
 * address they do not hold.
 */
export const profileUpdateSchema = z.object({
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
  phone_number: kenyanPhoneSchema.optional(),
  email: z
    .email()
    .max(254)
    .transform((value) => value.trim().toLowerCase())
    .optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const profileUpdatedSchema = userProfileSchema.extend({
  /** Changes that wait for their code. */
  pending: z.array(z.enum(CONFIRMED_FIELDS)),
});
export type ProfileUpdated = z.infer<typeof profileUpdatedSchema>;

export const contactConfirmSchema = z.object({
  field: z.enum(CONFIRMED_FIELDS),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), { error: 'invalid_code' }),
});
export type ContactConfirm = z.infer<typeof contactConfirmSchema>;

/** `GET accounts/me/export/` while a large export is being built (a small one answers the ZIP at once). */
export const exportPreparingSchema = z.object({
  status: z.literal('preparing'),
  retry_after_seconds: z.number().int(),
});

/** The export itself: binary, `application/zip`; described here for the OpenAPI document. */
export const exportArchiveResponse = {
  description: 'The ZIP: README.txt, one JSON file per kind of record, photos/',
  content: { 'application/zip': { schema: z.file() } },
};
